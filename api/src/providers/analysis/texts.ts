import type { AnalysisInput } from '../../domain/analysis-input.js';
import type { AnalysisText, BreakdownFactor, Recommendation, ScoreBreakdown } from '../../domain/analysis.js';
import type { NextCatalyst } from '../../domain/catalyst.js';
import type { PrimaryReading } from '../../domain/readout.js';
import { AREA_LABELS } from '../../domain/therapeutic-areas.js';
import { catalystText, CONFIDENCE_LABELS, monthsToCatalyst } from './catalyst.js';
import { cite, isCitedField, type CitedField } from './fields.js';
import { moneyText, num, parsePValue, pct, pValueText, type Lang } from './format.js';
import { SCALE_UPSIDE, THRESHOLDS, type InvestCap } from './market.js';

/**
 * The analysis text, opportunities, risks and key factors, written in French and in English from
 * the same breakdown (every sentence exists in both). Every point ends with the trial field it
 * comes from, in brackets. Rules: a failed primary end point is never positive nor an
 * opportunity; a status (e.g. COMPLETED) is a fact, never an opportunity; the market size is a
 * term of the score, not an opportunity; the downside of a readout still ahead is always a risk.
 */
export const RECOMMENDATION_LABELS: Record<Recommendation, { fr: string; en: string }> = {
  INVESTIR: { fr: 'Investir', en: 'Invest' },
  SURVEILLER: { fr: 'Surveiller', en: 'Watch' },
  NE_PAS_INVESTIR: { fr: 'Ne pas investir', en: 'Do not invest' },
  ERREUR_QUOTA: { fr: 'Erreur quota', en: 'Quota error' },
};

/** The field each factor's or context line's point cites (fields.ts lists every citable field; the web labels them). */
const SHORT_FIELD: Record<string, readonly CitedField[]> = {
  comparator: ['armGroups.type'],
  nonInferiority: ['officialTitle', 'outcomes.primaryOutcomes'],
  endpoint: ['outcomes.primaryOutcomes'],
  biomarker: ['eligibility'],
  vaccine: ['interventions.name', 'conditions'],
  enrollmentTarget: ['enrollment', 'changes.enrollment'],
  sponsorClass: ['leadSponsor.class'],
  status: ['status'],
  timing: ['nextCatalyst'],
  regulatory: ['regulatoryEvents'],
  slips: ['changes.primaryCompletionDate.slipDays'],
  enrollment: ['enrollment'],
  sponsorRecord: ['leadSponsor'],
  sae: ['results.seriousAdverseEvents'],
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
const signedNum = (x: number, lang: Lang, digits: number) => `${x > 0 ? '+' : x < 0 ? '−' : ''}${num(Math.abs(x), lang, digits)}`;
const fixedNum = (x: number, lang: Lang, digits: number) => (lang === 'fr' ? x.toFixed(digits).replace('.', ',') : x.toFixed(digits));
const signedFixed = (x: number, lang: Lang, digits: number) => `${x > 0 ? '+' : x < 0 ? '−' : ''}${fixedNum(Math.abs(x), lang, digits)}`;
const signedPct = (x: number, lang: Lang, digits: number) => (lang === 'fr' ? `${signedFixed(x, lang, digits)} %` : `${signedFixed(x, lang, digits)}%`);

interface TextContext {
  matchedCondition: string | null;
  recommendation: Recommendation;
  /** The cap that made a score above the invest threshold SURVEILLER (market.ts, bindingCap). */
  cappedBy: InvestCap | null;
  ticker: string | null;
  catalyst: NextCatalyst | null;
}

/** "« Overall survival » : non atteint (p = 0,555)" — one primary's reading. */
function primaryText(p: PrimaryReading, lang: Lang): string {
  const parsed = parsePValue(p.pValue);
  const level = p.ci?.pct ?? null;
  const evidence = parsed
    ? pValueText(parsed, lang)
    : p.ci
      ? lang === 'fr'
        ? `IC${level !== null ? ` ${num(level, 'fr', 0)} %` : ''} [${num(p.ci.lower, 'fr', 3)} ; ${num(p.ci.upper, 'fr', 3)}]`
        : `${level !== null ? `${num(level, 'en', 0)}% ` : ''}CI [${num(p.ci.lower, 'en', 3)}; ${num(p.ci.upper, 'en', 3)}]`
      : lang === 'fr'
        ? 'pas d’analyse exploitable'
        : 'no usable analysis';
  const verdict = {
    MET: { fr: 'atteint', en: 'met' },
    NOT_MET: { fr: 'non atteint', en: 'not met' },
    UNKNOWN: { fr: 'non analysable', en: 'not analysable' },
  }[p.verdict][lang];
  const title = p.title.slice(0, 80);
  return lang === 'fr' ? `« ${title} » : ${verdict} (${evidence})` : `"${title}": ${verdict} (${evidence})`;
}

function readoutSentence(b: ScoreBreakdown, lang: Lang): { text: string; kind: 'good' | 'bad' | 'info' } | null {
  const r = b.readout;
  if (!r) return null;
  const fr = lang === 'fr';
  const shown = r.primaries.slice(0, 3).map((p) => primaryText(p, lang));
  const more = r.primaries.length > 3 ? (fr ? ` et ${r.primaries.length - 3} autre(s)` : ` and ${r.primaries.length - 3} more`) : '';
  const list = `${shown.join(fr ? ' ; ' : '; ')}${more}`;
  const forecast = pct(b.forecast, lang);
  switch (r.outcome) {
    case 'MET':
      return {
        kind: 'good',
        text: fr
          ? `Résultats publiés : critère principal atteint — ${list}. La lecture a eu lieu (prévision d’avant lecture : ${forecast}).`
          : `Posted results: primary end point met — ${list}. The readout has happened (forecast before it: ${forecast}).`,
      };
    case 'NOT_MET':
      return {
        kind: 'bad',
        text: fr
          ? `Résultats publiés : critère principal non atteint — ${list}. La lecture a eu lieu : c’est un échec (prévision d’avant lecture : ${forecast}).`
          : `Posted results: primary end point not met — ${list}. The readout has happened: it failed (forecast before it: ${forecast}).`,
      };
    case 'MIXED':
      return {
        kind: 'bad',
        text: fr
          ? `Résultats publiés mitigés : ${list}. La lecture a eu lieu (prévision d’avant lecture : ${forecast}).`
          : `Mixed posted results: ${list}. The readout has happened (forecast before it: ${forecast}).`,
      };
    case 'NOT_ANALYSABLE':
      return {
        kind: 'info',
        text: fr
          ? `Résultats publiés sans analyse exploitable du critère principal (${list}) : l’issue n’est pas lisible, la prévision reste ${forecast}.`
          : `Results posted without a usable analysis of the primary end point (${list}): the outcome cannot be read, the forecast stays ${forecast}.`,
      };
  }
}

/** The market part of the score, in words: the row, the break-even, the exposure. */
function marketSentence(i: AnalysisInput, b: ScoreBreakdown, ticker: string | null, lang: Lang): string {
  const fr = lang === 'fr';
  const m = b.market;
  const who = ticker ? `${i.leadSponsorName} (${ticker})` : i.leadSponsorName;
  if (m.bucket === 'UNLISTED')
    return fr
      ? `Promoteur non coté (${who}, société cotée : NON) : aucune action n’est exposée, l’exposition vaut 0.`
      : `Unlisted sponsor (${who}, listed company: NO): no share is exposed, exposure is 0.`;
  const simulated = i.marketCapDemo ? (fr ? ' (marché simulé de démonstration)' : ' (simulated demo market)') : '';
  const cap = m.marketCap !== null ? (fr ? ` de ${moneyText(m.marketCap, 'fr')}${simulated}` : ` of ${moneyText(m.marketCap, 'en')}${simulated}`) : '';
  const bucket = {
    SMALL: { fr: 'petite capitalisation', en: 'small cap' },
    MID: { fr: 'capitalisation moyenne', en: 'mid cap' },
    LARGE: { fr: 'grande capitalisation', en: 'large cap' },
    UNKNOWN: { fr: 'capitalisation inconnue', en: 'unknown market cap' },
  }[m.bucket][lang];
  // The published row for every listed company, until Trialyst measured enough reactions in the bucket.
  const source = m.measured
    ? m.source[lang]
    : fr
      ? 'Hwang, PLoS One 2013, pour toute société cotée tant que les réactions de sa taille de capitalisation ne sont pas mesurées (30 succès et 30 échecs)'
      : 'Hwang, PLoS One 2013, for every listed company until reactions in its cap bucket are measured (30 successes and 30 failures)';
  const breakEven = m.breakEven !== null ? pct(m.breakEven, lang) : '—';
  const pipeline =
    m.pipelineTrials !== null
      ? fr
        ? `1 essai actif sur ${m.pipelineTrials} de la société`
        : `1 of the company's ${m.pipelineTrials} active trials`
      : fr
        ? 'pipeline inconnu, essai compté seul'
        : 'pipeline unknown, trial counted alone';
  const listing =
    i.investmentVerdict === 'POSSIBLE' ? (fr ? 'société cotée : POSSIBLE' : 'listed company: POSSIBLE') : fr ? 'société cotée : OUI' : 'listed company: YES';
  return fr
    ? `Marché : ${who}, ${listing}, ${bucket}${cap} — succès ${signedPct(m.upside, 'fr', 1)}, échec ${signedPct(m.downside, 'fr', 1)} (${source}) ; seuil de rentabilité ${breakEven} ; exposition ×${fixedNum(m.exposure, 'fr', 2)} (${pipeline}).`
    : `Market: ${who}, ${listing}, ${bucket}${cap} — success ${signedPct(m.upside, 'en', 1)}, failure ${signedPct(m.downside, 'en', 1)} (${source}); break-even ${breakEven}; exposure ×${fixedNum(m.exposure, 'en', 2)} (${pipeline}).`;
}

/** Why a score above the invest threshold reads SURVEILLER (market.ts, investCapOf). */
const CAP_REASONS: Record<InvestCap, { fr: string; en: string }> = {
  OVERDUE: {
    fr: 'la date de lecture est dépassée sans mise à jour : pas de catalyseur daté',
    en: 'the readout date passed without an update: no dated catalyst',
  },
  POST_APPROVAL: {
    fr: "essai de phase 4 d'un médicament déjà approuvé : pas le catalyseur d'un composé en développement",
    en: "a phase 4 trial of an approved drug: not an investigational compound's catalyst",
  },
};

/** The separate probability of approval, or why none is given after a missed primary end point; nothing where no published rate applies. */
function approvalSentence(approval: ScoreBreakdown['probabilityOfApproval'], outcome: ScoreBreakdown['outcome'], lang: Lang): string[] {
  const fr = lang === 'fr';
  if (approval)
    return [
      fr
        ? `${approval.label.fr} : ${pct(approval.value, 'fr')} — un autre chiffre, hors score.`
        : `${approval.label.en}: ${pct(approval.value, 'en')} — a separate figure, not in the score.`,
    ];
  if (outcome === 'NOT_MET')
    return [
      fr
        ? "Probabilité d'approbation : non donnée — les taux publiés ne tiennent pas compte d'un critère principal non atteint."
        : 'Probability of approval: not given — published rates do not account for a missed primary end point.',
    ];
  return [];
}

/** "E = 1 × (0,25 × (0,812 × 0,8 + 0,188 × (−2,0)) + 0 × (−2,0)) = +0,07 % ; score = 5 + 5 × E ÷ 0,8 = 5,4/10". */
function arithmeticSentence(b: ScoreBreakdown, lang: Lang): string {
  const t = new Map(b.terms.map((x) => [x.key, x.value]));
  const p = (t.get('probability') ?? 0) / 100;
  const u = t.get('upside') ?? 0;
  const d = t.get('downside') ?? 0;
  const x = t.get('exposure') ?? 0;
  const a = t.get('ahead') ?? 0;
  const r = t.get('dilutionRisk') ?? 0;
  const f = t.get('dilutionMove') ?? 0;
  const paren = (v: number) => (v < 0 ? `(${signedFixed(v, lang, 1)})` : fixedNum(v, lang, 1));
  const e = signedPct(b.expectedMove, lang, 2);
  const core = `E = ${a} × (${fixedNum(x, lang, 2)} × (${fixedNum(p, lang, 3)} × ${paren(u)} + ${fixedNum(1 - p, lang, 3)} × ${paren(d)}) + ${r} × ${paren(f)}) = ${e}`;
  const scale = `5 + 5 × E ÷ ${fixedNum(SCALE_UPSIDE, lang, 1)}`;
  return lang === 'fr' ? `${core} ; score = ${scale} = ${fixedNum(b.score, 'fr', 1)}/10` : `${core}; score = ${scale} = ${fixedNum(b.score, 'en', 1)}/10`;
}

/** The dilution term in words, when it applies: the risk line, with the runway's figures and the move F. */
function dilutionRisk(b: ScoreBreakdown, lang: Lang): string | null {
  const dl = b.dilution;
  if (!dl.applies) return null;
  return cite(
    lang === 'fr'
      ? `${dl.statement.fr} : augmentation de capital probable avant la lecture, R × F = ${signedPct(dl.move, 'fr', 1)} sur le cours (Eckbo, Masulis et Norli 2007)`
      : `${dl.statement.en}: an equity offering before the readout is likely, R × F = ${signedPct(dl.move, 'en', 1)} on the share price (Eckbo, Masulis & Norli 2007)`,
    'ticker_bourse',
    'nextCatalyst',
  );
}

function textFor(i: AnalysisInput, b: ScoreBreakdown, ctx: TextContext, lang: Lang): AnalysisText {
  const fr = lang === 'fr';
  const area = AREA_LABELS[b.area][lang];
  const phase = PHASE_LABELS[b.phase]?.[lang] ?? b.phase;
  const moved = b.factors.filter((f) => f.effect !== 0);
  const positives = moved.filter((f) => f.effect > 0).sort((x, y) => y.effect - x.effect);
  const negatives = moved.filter((f) => f.effect < 0).sort((x, y) => x.effect - y.effect);
  const readout = readoutSentence(b, lang);
  const m = b.market;
  const listed = m.bucket !== 'UNLISTED';
  const rec = RECOMMENDATION_LABELS[ctx.recommendation][lang];
  const condition = ctx.matchedCondition ? (fr ? ` (pathologie : « ${ctx.matchedCondition} »)` : ` (condition: "${ctx.matchedCondition}")`) : '';
  const factorsSummary = moved.length
    ? moved.map((f) => `${f.label[lang].toLowerCase()} ${signedNum(f.effect, lang, 2)}`).join(', ')
    : fr
      ? 'aucun facteur publié ne s’applique'
      : 'no published factor applies';
  const c = ctx.catalyst;
  const catalystSentence = c
    ? fr
      ? ` Prochain catalyseur : ${catalystText(c, 'fr')} (${CONFIDENCE_LABELS[c.confidence].fr})${c.confidence === 'PASSED' ? ' — derrière nous et déjà intégré au cours : pas une opportunité à venir' : ''}.`
      : ` Next catalyst: ${catalystText(c, 'en')} (${CONFIDENCE_LABELS[c.confidence].en})${c.confidence === 'PASSED' ? ' — behind us and priced in: not a forward opportunity' : ''}.`
    : '';
  const approval = b.probabilityOfApproval;
  // The cap is said where the recommendation is (the score alone would read INVESTIR).
  const cap = ctx.cappedBy;
  const capped = cap
    ? fr
      ? ` — au-dessus du seuil d'investissement (${num(THRESHOLDS.invest, 'fr', 1)}/10), mais ${CAP_REASONS[cap].fr}`
      : ` — above the invest threshold (${num(THRESHOLDS.invest, 'en', 1)}/10), but ${CAP_REASONS[cap].en}`
    : '';
  const analyse = [
    fr
      ? `Essai ${phase} (${i.nctId}) classé en ${area}${condition}.`
      : `${phase[0].toUpperCase()}${phase.slice(1)} trial (${i.nctId}) classified as ${area}${condition}.`,
    fr
      ? `A priori que le critère principal soit atteint : ${pct(b.prior, 'fr')} — ${b.priorBasis.fr}.`
      : `Prior that the primary end point is met: ${pct(b.prior, 'en')} — ${b.priorBasis.en}.`,
    fr
      ? `Facteurs publiés (log-cote) : ${factorsSummary}. Prévision : ${pct(b.forecast, 'fr')} que le critère principal soit atteint.`
      : `Published factors (log-odds): ${factorsSummary}. Forecast: ${pct(b.forecast, 'en')} that the primary end point is met.`,
    ...(readout ? [readout.text] : []),
    ...approvalSentence(approval, b.outcome, lang),
    marketSentence(i, b, ctx.ticker, lang),
    ...(listed && m.ahead
      ? [
          fr
            ? `Dilution : ${b.dilution.statement.fr} — R = ${b.dilution.applies ? 1 : 0}, F = ${signedPct(b.dilution.move, 'fr', 1)}.`
            : `Dilution: ${b.dilution.statement.en} — R = ${b.dilution.applies ? 1 : 0}, F = ${signedPct(b.dilution.move, 'en', 1)}.`,
        ]
      : []),
    fr
      ? `${m.ahead ? 'Lecture à venir' : 'Lecture derrière nous : rien à négocier sur cet essai'}. ${arithmeticSentence(b, 'fr')} : ${rec}${capped}.${catalystSentence}`
      : `${m.ahead ? 'Readout ahead' : 'Readout behind us: nothing left to trade on this trial'}. ${arithmeticSentence(b, 'en')}: ${rec}${capped}.${catalystSentence}`,
  ].join(' ');

  // Design factors bear on a readout still ahead; once it is behind us they only explain the forecast (key factors).
  const opportunites: string[] = m.ahead ? positives.map((f) => point(f, lang)) : [];
  const risques: string[] = m.ahead ? negatives.map((f) => point(f, lang)) : [];
  const facteurs_cles: string[] = [
    cite(
      fr ? `A priori de lecture ${pct(b.prior, 'fr')} (${area}, ${b.priorBasis.fr})` : `Readout prior ${pct(b.prior, 'en')} (${area}, ${b.priorBasis.en})`,
      'conditions',
      'phases',
    ),
  ];

  if (readout) {
    const r = cite(readout.text, 'results.primaryOutcome.pValue');
    if (readout.kind === 'good')
      opportunites.push(
        cite(
          fr ? `Critère principal atteint : signal positif, déjà intégré au cours` : `Primary end point met: a positive signal, already priced in`,
          'results.primaryOutcome.pValue',
        ),
      );
    if (readout.kind === 'bad') risques.push(r);
    else facteurs_cles.push(r);
  }
  // Once the readout is behind us, the passed catalyst's line and "nothing left to trade" are one point.
  const behind = !m.ahead && (c?.confidence === 'PASSED' || c?.confidence === 'ACTUAL');
  const passed = behind ? b.context.find((l) => l.key === 'timing' && l.tone === 'risk') : undefined;
  for (const l of b.context) if (l.tone === 'risk' && l !== passed) risques.push(point(l, lang));

  if (listed && m.ahead) {
    const p = b.probability;
    const loss = m.downside * m.exposure;
    risques.push(
      cite(
        fr
          ? `En cas d’échec (probabilité ${pct(1 - p, 'fr')}) : ${signedPct(m.downside, 'fr', 1)} × exposition ${fixedNum(m.exposure, 'fr', 2)} = ${signedPct(loss, 'fr', 2)} sur le cours`
          : `On failure (probability ${pct(1 - p, 'en')}): ${signedPct(m.downside, 'en', 1)} × exposure ${fixedNum(m.exposure, 'en', 2)} = ${signedPct(loss, 'en', 2)} on the share price`,
        'marketCap',
      ),
    );
    const be = m.breakEven ?? 0;
    if (b.expectedMove > 0) {
      opportunites.push(
        cite(
          fr
            ? `Mouvement attendu positif : ${signedPct(b.expectedMove, 'fr', 2)} (prévision ${pct(p, 'fr')} au-dessus du seuil de rentabilité ${pct(be, 'fr')})`
            : `Positive expected move: ${signedPct(b.expectedMove, 'en', 2)} (forecast ${pct(p, 'en')} above the ${pct(be, 'en')} break-even)`,
          'score',
        ),
      );
      if (c && c.confidence === 'ANTICIPATED' && monthsToCatalyst(c, i.asOf) <= 12)
        opportunites.push(cite(fr ? `Catalyseur proche : ${catalystText(c, 'fr')}` : `Near-term catalyst: ${catalystText(c, 'en')}`, 'nextCatalyst'));
    } else if (b.expectedMove < 0) {
      // Above the row's break-even, only the dilution term makes E negative.
      const why =
        m.breakEven !== null && p >= m.breakEven && b.dilution.applies
          ? fr
            ? `prévision ${pct(p, 'fr')} au-dessus du seuil de rentabilité ${pct(be, 'fr')}, mais risque de dilution avant la lecture`
            : `forecast ${pct(p, 'en')} above the ${pct(be, 'en')} break-even, but a dilution risk before the readout`
          : m.breakEven === null
            ? fr
              ? `prévision ${pct(p, 'fr')}, aucun seuil de rentabilité avec cette ligne`
              : `forecast ${pct(p, 'en')}, no break-even with this row`
            : fr
              ? `prévision ${pct(p, 'fr')} sous le seuil de rentabilité ${pct(be, 'fr')}`
              : `forecast ${pct(p, 'en')} below the ${pct(be, 'en')} break-even`;
      risques.push(
        cite(
          fr
            ? `Mouvement attendu négatif : ${signedPct(b.expectedMove, 'fr', 2)} (${why})`
            : `Negative expected move: ${signedPct(b.expectedMove, 'en', 2)} (${why})`,
          'score',
        ),
      );
    }
    const dilution = dilutionRisk(b, lang);
    if (dilution) risques.push(dilution);
  }
  if (passed)
    risques.push(
      cite(
        fr ? `${passed.statement.fr} : pas d'opportunité à venir sur cet essai` : `${passed.statement.en}: no forward opportunity on this trial`,
        'nextCatalyst',
      ),
    );
  else if (!m.ahead)
    risques.push(
      cite(
        fr
          ? `Lecture derrière nous (résultats publiés, essai arrêté ou catalyseur passé) : pas d'opportunité à venir sur cet essai`
          : `Readout behind us (results posted, study stopped or catalyst passed): no forward opportunity on this trial`,
        'nextCatalyst',
      ),
    );
  if (!listed)
    risques.push(
      cite(
        fr
          ? `Promoteur non coté (${i.leadSponsorName}) : aucune action exposée, rien à négocier`
          : `Sponsor not listed (${i.leadSponsorName}): no share exposed, nothing to trade`,
        'investissement_bourse',
      ),
    );
  else if (i.investmentVerdict === 'POSSIBLE')
    risques.push(
      cite(
        fr
          ? `Lien boursier indirect ou incertain : ${ctx.ticker ? `${i.leadSponsorName} (${ctx.ticker})` : i.leadSponsorName}`
          : `Indirect or uncertain stock link: ${ctx.ticker ? `${i.leadSponsorName} (${ctx.ticker})` : i.leadSponsorName}`,
        'investissement_bourse',
      ),
    );
  if (b.missing.length > 0)
    risques.push(
      cite(
        fr ? `Données partielles : ${b.missing.length} champ(s) manquant(s)` : `Partial data: ${b.missing.length} missing field(s)`,
        ...b.missing.filter(isCitedField),
      ),
    );

  const top = [...moved].sort((x, y) => Math.abs(y.effect) - Math.abs(x.effect)).slice(0, 3);
  facteurs_cles.push(...top.map((f) => `${point(f, lang)} (${signedNum(f.effect, lang, 2)})`));
  const informative = (key: string) =>
    key === 'status' ||
    key === 'timing' ||
    key === 'regulatory' ||
    (key === 'sponsorRecord' && (i.sponsorRecord?.completed ?? 0) + (i.sponsorRecord?.terminated ?? 0) > 0);
  for (const l of b.context) if (l.tone === 'info' && informative(l.key)) facteurs_cles.push(point(l, lang));
  if (approval)
    facteurs_cles.push(
      cite(
        fr
          ? `${approval.label.fr} : ${pct(approval.value, 'fr')} — distincte de la probabilité de lecture, hors score`
          : `${approval.label.en}: ${pct(approval.value, 'en')} — distinct from the readout probability, not in the score`,
        'conditions',
        'phases',
      ),
    );
  if (listed && m.ahead && !b.dilution.applies && b.dilution.financialsSource !== null)
    facteurs_cles.push(cite(b.dilution.statement[lang], 'ticker_bourse', 'nextCatalyst'));
  if (listed)
    facteurs_cles.push(
      cite(
        marketSentence(i, b, ctx.ticker, lang).replace(/\.$/, ''),
        ...(m.marketCap !== null ? (['marketCap'] as const) : []),
        ...(ctx.ticker ? (['ticker_bourse'] as const) : (['investissement_bourse'] as const)),
      ),
    );
  facteurs_cles.push(
    cite(
      fr
        ? `${b.outcome ? `Issue publiée (prévision d’avant lecture ${pct(b.forecast, 'fr')})` : `Prévision ${pct(b.forecast, 'fr')}`}, mouvement attendu ${signedPct(b.expectedMove, 'fr', 2)}, score ${fixedNum(b.score, 'fr', 1)}/10`
        : `${b.outcome ? `Posted outcome (forecast before the readout ${pct(b.forecast, 'en')})` : `Forecast ${pct(b.forecast, 'en')}`}, expected move ${signedPct(b.expectedMove, 'en', 2)}, score ${fixedNum(b.score, 'en', 1)}/10`,
      'score',
    ),
  );

  if (opportunites.length === 0)
    opportunites.push(fr ? 'Aucune opportunité particulière dans les données de l’essai' : 'No particular opportunity in the trial data');
  if (risques.length === 0) risques.push(fr ? 'Aucun risque particulier dans les données de l’essai' : 'No particular risk in the trial data');
  return { analyse, opportunites, risques, facteurs_cles };
}

export function buildTexts(i: AnalysisInput, b: ScoreBreakdown, ctx: TextContext): { fr: AnalysisText; en: AnalysisText } {
  return { fr: textFor(i, b, ctx, 'fr'), en: textFor(i, b, ctx, 'en') };
}
