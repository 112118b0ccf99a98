import type { AnalysisInput } from '../../domain/analysis-input.js';
import type { AnalysisText, BreakdownFactor, Recommendation, ScoreBreakdown } from '../../domain/analysis.js';
import type { NextCatalyst } from '../../domain/catalyst.js';
import { AREA_LABELS } from '../../domain/therapeutic-areas.js';
import { catalystText, CONFIDENCE_LABELS, monthsToCatalyst } from './catalyst.js';
import { cite, isCitedField, type CitedField } from './fields.js';
import { moneyText, num, pct, type Lang } from './format.js';

/**
 * The analysis text, opportunities, risks and key factors, written in French and in English from
 * the same breakdown. Every point ends with the trial field it comes from, in brackets.
 */
export const RECOMMENDATION_LABELS: Record<Recommendation, { fr: string; en: string }> = {
  INVESTIR: { fr: 'Investir', en: 'Invest' },
  SURVEILLER: { fr: 'Surveiller', en: 'Watch' },
  NE_PAS_INVESTIR: { fr: 'Ne pas investir', en: 'Do not invest' },
  ERREUR_QUOTA: { fr: 'Erreur quota', en: 'Quota error' },
};

/** The field each factor's point cites (fields.ts lists every citable field; the web labels them). */
const SHORT_FIELD: Record<string, readonly CitedField[]> = {
  status: ['status'],
  results: ['results.primaryOutcome.pValue'],
  sae: ['results.seriousAdverseEvents'],
  enrollment: ['enrollment'],
  sponsorClass: ['leadSponsor.class'],
  sponsorRecord: ['leadSponsor'],
  biomarker: ['eligibility', 'conditions'],
  timing: ['nextCatalyst'],
};

const PHASE_LABELS: Record<string, { fr: string; en: string }> = {
  PHASE1: { fr: 'de phase 1', en: 'phase 1' },
  PHASE1_2: { fr: 'de phase 1/2', en: 'phase 1/2' },
  PHASE2: { fr: 'de phase 2', en: 'phase 2' },
  PHASE2_3: { fr: 'de phase 2/3', en: 'phase 2/3' },
  PHASE3: { fr: 'de phase 3', en: 'phase 3' },
  PHASE4: { fr: 'de phase 4', en: 'phase 4' },
  NA: { fr: 'sans phase (non applicable)', en: 'non-phased' },
  UNKNOWN: { fr: 'de phase inconnue', en: 'unknown-phase' },
};

const factorFields = (f: BreakdownFactor): CitedField[] => [...(SHORT_FIELD[f.key] ?? f.field.split(', ').filter(isCitedField))];
const point = (f: BreakdownFactor, lang: Lang) => cite(f.statement[lang], ...factorFields(f));

interface TextContext {
  matchedCondition: string | null;
  recommendation: Recommendation;
  ticker: string | null;
  catalyst: NextCatalyst | null;
}

function materialityPoints(
  i: AnalysisInput,
  b: ScoreBreakdown,
  ticker: string | null,
  catalyst: NextCatalyst | null,
  lang: Lang,
): { good: string[]; bad: string[] } {
  const fr = lang === 'fr';
  const good: string[] = [];
  const bad: string[] = [];
  const cap = i.marketCap;
  if (i.investmentVerdict === 'NON') {
    bad.push(
      cite(
        fr
          ? `Promoteur non coté en bourse (${i.leadSponsorName}) : pas d'exposition boursière directe`
          : `Sponsor not listed (${i.leadSponsorName}): no direct stock exposure`,
        'investissement_bourse',
      ),
    );
  } else {
    const who = ticker ? `${i.leadSponsorName} (${ticker})` : i.leadSponsorName;
    if (i.investmentVerdict === 'POSSIBLE')
      bad.push(cite(fr ? `Lien boursier indirect ou incertain : ${who}` : `Indirect or uncertain stock link: ${who}`, 'investissement_bourse'));
    else good.push(cite(fr ? `Promoteur coté : ${who}` : `Listed sponsor: ${who}`, 'ticker_bourse'));
    if (cap !== null && cap > 0) {
      if (cap < 2e9)
        good.push(
          cite(
            fr
              ? `Petite capitalisation (${moneyText(cap, 'fr')}) : une lecture de résultats pèse fortement sur le cours`
              : `Small cap (${moneyText(cap, 'en')}): a readout weighs heavily on the share price`,
            'marketCap',
          ),
        );
      else if (cap >= 200e9)
        bad.push(
          cite(
            fr
              ? `Très grande capitalisation (${moneyText(cap, 'fr')}) : impact limité d'un seul essai sur le cours`
              : `Mega cap (${moneyText(cap, 'en')}): one trial has limited impact on the share price`,
            'marketCap',
          ),
        );
      else if (cap >= 10e9)
        bad.push(
          cite(
            fr
              ? `Grande capitalisation (${moneyText(cap, 'fr')}) : impact dilué sur le cours`
              : `Large cap (${moneyText(cap, 'en')}): diluted impact on the share price`,
            'marketCap',
          ),
        );
    }
  }
  const c = catalyst;
  if (c) {
    const what = catalystText(c, lang);
    if (c.confidence === 'PASSED')
      bad.push(
        cite(
          fr
            ? `Catalyseur derrière nous (${what}) : déjà intégré au cours, pas d'opportunité à venir sur cet essai`
            : `Catalyst behind us (${what}): priced in, no forward opportunity on this trial`,
          'nextCatalyst',
        ),
      );
    else if (c.confidence === 'ACTUAL')
      bad.push(
        cite(
          fr ? `Catalyseur tout juste passé (${what}) : le marché l'intègre déjà` : `Catalyst just happened (${what}): the market is pricing it in`,
          'nextCatalyst',
        ),
      );
    else if (c.confidence === 'OVERDUE')
      bad.push(cite(fr ? `Date du catalyseur dépassée sans mise à jour (${what})` : `Catalyst date passed without an update (${what})`, 'nextCatalyst'));
    else if (monthsToCatalyst(c, i.asOf) <= 12) good.push(cite(fr ? `Catalyseur proche : ${what}` : `Near-term catalyst: ${what}`, 'nextCatalyst'));
  }
  if (b.missing.length > 0) {
    bad.push(
      cite(
        fr ? `Données partielles : ${b.missing.length} champ(s) manquant(s)` : `Partial data: ${b.missing.length} missing field(s)`,
        ...b.missing.filter(isCitedField),
      ),
    );
  }
  return { good, bad };
}

function textFor(i: AnalysisInput, b: ScoreBreakdown, ctx: TextContext, lang: Lang): AnalysisText {
  const fr = lang === 'fr';
  const area = AREA_LABELS[b.area][lang];
  const phase = PHASE_LABELS[b.phase]?.[lang] ?? b.phase;
  const moved = b.factors.filter((f) => f.effect !== 0);
  const positives = [...moved].filter((f) => f.effect > 0).sort((x, y) => y.effect - x.effect);
  const negatives = [...moved].filter((f) => f.effect < 0).sort((x, y) => x.effect - y.effect);
  const mat = materialityPoints(i, b, ctx.ticker, ctx.catalyst, lang);
  const c = ctx.catalyst;
  const catalystSentence = c
    ? fr
      ? ` Prochain catalyseur : ${catalystText(c, 'fr')} (${CONFIDENCE_LABELS[c.confidence].fr})${c.confidence === 'PASSED' ? ' — derrière nous et déjà intégré au cours : pas une opportunité à venir' : ''}.`
      : ` Next catalyst: ${catalystText(c, 'en')} (${CONFIDENCE_LABELS[c.confidence].en})${c.confidence === 'PASSED' ? ' — behind us and priced in: not a forward opportunity' : ''}.`
    : '';
  const rec = RECOMMENDATION_LABELS[ctx.recommendation][lang];
  const condition = ctx.matchedCondition ? (fr ? ` (pathologie : « ${ctx.matchedCondition} »)` : ` (condition: "${ctx.matchedCondition}")`) : '';
  const factorsSummary = moved.length
    ? moved.map((f) => `${f.label[lang].toLowerCase()} ${f.effect > 0 ? '+' : ''}${num(f.effect, lang, 2)}`).join(', ')
    : fr
      ? 'aucun ajustement'
      : 'no adjustment';
  const analyse = fr
    ? `Essai ${phase} (${i.nctId}) classé en ${area}${condition}. Probabilité de base d'approbation : ${pct(b.prior, 'fr')} — ${b.priorBasis.fr}, source : ${b.priorSource}. ` +
      `Ajustements en log-odds : ${factorsSummary}. Probabilité estimée : ${pct(b.probability, 'fr')}. ` +
      `Matérialité boursière ${num(b.materiality, 'fr', 2)} (cotation ${num(b.materialityParts.listing, 'fr', 2)} × taille ${num(b.materialityParts.size, 'fr', 2)} × phase ${num(b.materialityParts.phase ?? 1, 'fr', 2)} × catalyseur ${num(b.materialityParts.catalyst ?? 1, 'fr', 2)}).` +
      `${catalystSentence} Score ${num(b.score, 'fr')}/10 : ${rec}.`
    : `${phase[0].toUpperCase()}${phase.slice(1)} trial (${i.nctId}) classified as ${area}${condition}. Prior probability of approval: ${pct(b.prior, 'en')} — ${b.priorBasis.en}, source: ${b.priorSource}. ` +
      `Log-odds adjustments: ${factorsSummary}. Estimated probability: ${pct(b.probability, 'en')}. ` +
      `Market materiality ${num(b.materiality, 'en', 2)} (listing ${num(b.materialityParts.listing, 'en', 2)} × size ${num(b.materialityParts.size, 'en', 2)} × phase ${num(b.materialityParts.phase ?? 1, 'en', 2)} × catalyst ${num(b.materialityParts.catalyst ?? 1, 'en', 2)}).` +
      `${catalystSentence} Score ${num(b.score, 'en')}/10: ${rec}.`;
  const opportunites = [...positives.map((f) => point(f, lang)), ...mat.good];
  const risques = [...negatives.map((f) => point(f, lang)), ...mat.bad];
  if (opportunites.length === 0)
    opportunites.push(fr ? 'Aucune opportunité particulière dans les données de l’essai' : 'No particular opportunity in the trial data');
  if (risques.length === 0) risques.push(fr ? 'Aucun risque particulier dans les données de l’essai' : 'No particular risk in the trial data');
  const top = [...moved].sort((x, y) => Math.abs(y.effect) - Math.abs(x.effect)).slice(0, 3);
  const facteurs_cles = [
    cite(
      fr ? `Probabilité de base ${pct(b.prior, 'fr')} (${area}, ${b.priorBasis.fr})` : `Prior ${pct(b.prior, 'en')} (${area}, ${b.priorBasis.en})`,
      'conditions',
      'phases',
    ),
    ...top.map((f) => `${point(f, lang)} (${f.effect > 0 ? '+' : ''}${num(f.effect, lang, 2)})`),
    cite(
      fr
        ? `Probabilité estimée ${pct(b.probability, 'fr')}, score ${num(b.score, 'fr')}/10`
        : `Estimated probability ${pct(b.probability, 'en')}, score ${num(b.score, 'en')}/10`,
      'score',
    ),
  ];
  return { analyse, opportunites, risques, facteurs_cles };
}

export function buildTexts(i: AnalysisInput, b: ScoreBreakdown, ctx: TextContext): { fr: AnalysisText; en: AnalysisText } {
  return { fr: textFor(i, b, ctx, 'fr'), en: textFor(i, b, ctx, 'en') };
}
