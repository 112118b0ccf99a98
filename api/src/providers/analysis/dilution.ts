import type { AnalysisInput, AnalysisRunway } from '../../domain/analysis-input.js';
import type { DilutionBreakdown } from '../../domain/analysis.js';
import type { Bilingual } from '../../domain/bilingual.js';
import type { NextCatalyst } from '../../domain/catalyst.js';
import type { DilutionRisk } from '../../domain/financials.js';
import { isDilutionRisk, runwayAtReadout } from '../../domain/runway.js';
import { cite } from './base-rates.js';
import { num, type Lang } from './format.js';
import { fixed } from './precision.js';

/**
 * The dilution term of the score, R × F (issue 31): a company whose cash runs out before a readout,
 * or soon after it, will most likely raise equity before it — and the announcement of a seasoned
 * equity offering moves its share price, whatever the trial's outcome.
 *
 * - R = 1 when the readout is ahead and the runway placed on the readout (domain/runway.ts
 *   `runwayAtReadout`, the readout date being the next catalyst window's last day) is at risk:
 *   BEFORE_READOUT (the runway ends before it) or WITHIN_6_MONTHS (0 to 6 months after it).
 *   R = 0 otherwise: runway unknown (no figures, unlisted, no readout date), not burning cash, at
 *   least 6 months of cash left at the readout, or the readout behind us (then A = 0 anyway).
 * - F = −2.0 %: the average announcement reaction to a firm-commitment seasoned equity offering by a
 *   US company (Eckbo, Masulis & Norli 2007). It is not scaled by the trial's exposure x: an offering
 *   moves the whole company's share price.
 *
 * The term is bounded: R ∈ {0, 1}, so it moves E by 0 or −2.0 % (score points: 0 or −12.5 at the
 * scale of 0.8 %). It is not a probability of an offering: a runway at risk makes one the expected
 * course (the company needs cash to reach the readout), and F is what the market does when it comes.
 */

/** F, in %: the average announcement reaction to a firm-commitment SEO in the US. */
export const OFFERING_MOVE = -2.0;

export const ECKBO_SOURCE = cite(
  'Eckbo BE, Masulis RW, Norli Ø. Security Offerings. In: Eckbo BE (ed.), Handbook of Corporate Finance: Empirical Corporate Finance, vol. 1, ch. 6. Elsevier/North-Holland 2007, Table 13 and p. 317',
  {
    fr: 'vérifié : « the market reaction to firm commitment offerings in the U.S. is on average negative and about −2% » (p. 317) ; tableau 13, panneau (a) : 15 017 augmentations de capital garanties (seasoned equity offerings) de sociétés américaines, réaction moyenne à l’annonce −2,22 % pondérée par la taille des échantillons (1963–2005 selon les études) ; environ −3 % pour les sociétés industrielles, −1 % pour les services publics (p. 315). Appliqué quand la trésorerie estimée s’épuise avant la lecture ou moins de 6 mois après',
    en: 'verified: "the market reaction to firm commitment offerings in the U.S. is on average negative and about −2%" (p. 317); Table 13, panel (a): 15,017 firm-commitment seasoned equity offerings by US firms, sample-size-weighted average announcement return −2.22 % (1963–2005 across the studies); about −3 % for industrials, −1 % for utilities (p. 315). Applied when the estimated cash runway ends before the readout or within 6 months after it',
  },
);

const dayFormatters = {
  fr: new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};
const day = (iso: string, lang: Lang) => dayFormatters[lang].format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));

/** "10-Q du 30 septembre 2026, déposé le 5 novembre 2026" / "10-Q for 30 September 2026, filed 5 November 2026" (+ demo). */
function filingText(r: AnalysisRunway, lang: Lang): string {
  const f = r.filing;
  const demo = r.demo ? (lang === 'fr' ? ', données de démonstration' : ', demo figures') : '';
  if (!f) return demo.slice(2);
  const filed = f.filed ? (lang === 'fr' ? `, déposé le ${day(f.filed, 'fr')}` : `, filed ${day(f.filed, 'en')}`) : '';
  return lang === 'fr' ? `${f.form} du ${day(f.periodEnd, 'fr')}${filed}${demo}` : `${f.form} for ${day(f.periodEnd, 'en')}${filed}${demo}`;
}

/** The sentence of the dilution line, with the runway's figures and its filing. */
function statementOf(risk: DilutionRisk, r: AnalysisRunway | null, readoutDate: string | null, months: number | null, ahead: boolean): Bilingual {
  if (!r)
    return {
      fr: 'Trésorerie inconnue : aucun chiffre de trésorerie enregistré pour la société',
      en: 'Cash runway unknown: no cash figures stored for the company',
    };
  // "(head ; filing)", or "" when both are empty.
  const paren = (lang: Lang, head: string) => {
    const parts = [head, filingText(r, lang)].filter(Boolean);
    return parts.length ? ` (${parts.join(lang === 'fr' ? ' ; ' : '; ')})` : '';
  };
  if (!ahead)
    return {
      fr: `Lecture derrière nous : la trésorerie ne pèse plus sur cet essai${paren('fr', '')}`,
      en: `Readout behind us: the cash runway no longer bears on this trial${paren('en', '')}`,
    };
  if (r.notBurning)
    return {
      fr: `La société ne consomme pas de trésorerie${paren('fr', 'flux de trésorerie opérationnels moyens positifs')}`,
      en: `The company does not burn cash${paren('en', 'positive average operating cash flow')}`,
    };
  if (!r.runwayEnd || !readoutDate || months === null)
    return {
      fr: `Trésorerie à la lecture inconnue${paren('fr', readoutDate ? '' : 'pas de date de lecture')}`,
      en: `Cash runway at the readout unknown${paren('en', readoutDate ? '' : 'no readout date')}`,
    };
  const end = { fr: `fin estimée le ${day(r.runwayEnd, 'fr')}`, en: `estimated end ${day(r.runwayEnd, 'en')}` };
  const m = { fr: num(Math.abs(months), 'fr', 1), en: num(Math.abs(months), 'en', 1) };
  const readout = { fr: day(readoutDate, 'fr'), en: day(readoutDate, 'en') };
  const after = (lang: Lang) =>
    lang === 'fr'
      ? `${end.fr}, ${m.fr} mois ${months < 0 ? 'avant' : 'après'} la lecture attendue au plus tard le ${readout.fr}`
      : `${end.en}, ${m.en} months ${months < 0 ? 'before' : 'after'} the readout expected by ${readout.en}`;
  if (risk === 'BEFORE_READOUT')
    return {
      fr: `Trésorerie estimée épuisée avant la lecture${paren('fr', after('fr'))}`,
      en: `Cash runway ends before the readout${paren('en', after('en'))}`,
    };
  if (risk === 'WITHIN_6_MONTHS')
    return {
      fr: `Trésorerie estimée épuisée moins de 6 mois après la lecture${paren('fr', after('fr'))}`,
      en: `Cash runway ends within 6 months after the readout${paren('en', after('en'))}`,
    };
  return { fr: `Trésorerie suffisante à la lecture${paren('fr', after('fr'))}`, en: `Cash runway lasts past the readout${paren('en', after('en'))}` };
}

/**
 * The dilution term of a trial: its runway placed on its next readout. `catalyst` is the trial's
 * next catalyst (its window's last day is the readout date), `ahead` whether the readout is ahead.
 */
export function dilutionOf(i: AnalysisInput, catalyst: NextCatalyst | null, ahead: boolean): DilutionBreakdown {
  const listed = i.investmentVerdict !== 'NON' && i.ticker !== null;
  const r = listed ? (i.runway ?? null) : null;
  const readoutDate = ahead && catalyst ? catalyst.windowEnd : null;
  const at = r && readoutDate ? runwayAtReadout(r, readoutDate) : null;
  const risk: DilutionRisk = at?.risk ?? 'UNKNOWN';
  const months = at?.monthsAtReadout ?? null;
  const monthsShown = months === null ? null : fixed(months, 1);
  return {
    applies: ahead && isDilutionRisk(risk),
    risk,
    move: OFFERING_MOVE,
    moveSource: ECKBO_SOURCE,
    readoutDate,
    monthsAtReadout: monthsShown,
    runwayEnd: r?.runwayEnd ?? null,
    monthsOfRunway: r?.monthsOfRunway === null || r?.monthsOfRunway === undefined ? null : fixed(r.monthsOfRunway, 1),
    notBurning: r?.notBurning ?? false,
    filing: r?.filing ?? null,
    financialsSource: r?.source ?? null,
    demo: r?.demo ?? false,
    statement: statementOf(risk, r, readoutDate, monthsShown, ahead),
  };
}
