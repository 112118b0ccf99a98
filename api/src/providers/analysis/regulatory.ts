import type { AnalysisInput, AnalysisRegulatoryEvent } from '../../domain/analysis-input.js';
import type { ContextLine } from '../../domain/analysis.js';
import type { Bilingual } from '../../domain/bilingual.js';
import { catalystLabel } from '../../domain/catalyst.js';
import { daysBetweenIso } from '../../domain/dates.js';
import type { CrlCategory, RegulatoryDateConfidence, RegulatoryKind } from '../../domain/regulatory.js';

/**
 * A regulatory event linked to the trial (an FDA or EMA milestone of its drug) is a catalyst of its
 * own kind and date confidence. No published effect size ties such an event to the readout's
 * success, so it never moves the probability: it is a context line (`regulatory`). The line shows
 * the next event ahead; without one, the latest decision of the past year — a negative one
 * (complete response letter, refusal, negative opinion or vote, withdrawal) is a risk.
 */

const RECENT_DAYS = 365;

export const REGULATORY_KIND_LABELS: Record<RegulatoryKind, Bilingual> = {
  PDUFA_DATE: { fr: 'date PDUFA (FDA)', en: 'PDUFA date (FDA)' },
  ADCOMM_MEETING: { fr: 'comité consultatif de la FDA', en: 'FDA advisory committee' },
  ADCOMM_VOTE: { fr: 'vote du comité consultatif', en: 'advisory committee vote' },
  APPROVAL: { fr: 'approbation de la FDA', en: 'FDA approval' },
  CRL: { fr: 'lettre de réponse complète (CRL)', en: 'complete response letter (CRL)' },
  CHMP_OPINION: { fr: 'avis du CHMP (EMA)', en: 'CHMP opinion (EMA)' },
  EC_DECISION: { fr: 'décision de la Commission européenne', en: 'European Commission decision' },
  WITHDRAWAL: { fr: 'retrait', en: 'withdrawal' },
};
const CONFIDENCE_LABELS: Record<RegulatoryDateConfidence, Bilingual> = {
  ANNOUNCED: { fr: 'date annoncée', en: 'announced date' },
  ESTIMATED: { fr: 'date estimée', en: 'estimated date' },
  ACTUAL: { fr: 'a eu lieu', en: 'happened' },
};
const CRL_LABELS: Record<CrlCategory, Bilingual> = {
  MANUFACTURING: { fr: 'fabrication', en: 'manufacturing' },
  EFFICACY: { fr: 'efficacité', en: 'efficacy' },
  SAFETY: { fr: 'tolérance', en: 'safety' },
  OTHER: { fr: 'autre motif', en: 'other reason' },
};

const isNegative = (e: AnalysisRegulatoryEvent) => e.outcome === 'NEGATIVE' || e.outcome === 'WITHDRAWN' || e.kind === 'CRL' || e.kind === 'WITHDRAWAL';

function describe(e: AnalysisRegulatoryEvent, lang: 'fr' | 'en'): string {
  const what = REGULATORY_KIND_LABELS[e.kind][lang];
  const when = catalystLabel(e.date, 'DAY', lang);
  const crl = e.kind === 'CRL' && e.crlCategory ? ` — ${CRL_LABELS[e.crlCategory][lang]}` : '';
  const demo = e.demo ? (lang === 'fr' ? ', données de démonstration' : ', demo data') : '';
  return `${what}, ${when} (${CONFIDENCE_LABELS[e.dateConfidence][lang]}${demo}) — ${e.drug}${crl}`;
}

/** The regulatory context line, or none when no event is linked (or none is ahead or recent). */
export function regulatoryContext(i: AnalysisInput): ContextLine[] {
  const events = i.regulatoryEvents ?? [];
  const ahead = events.filter((e) => e.date >= i.asOf && e.dateConfidence !== 'ACTUAL').sort((a, b) => a.date.localeCompare(b.date));
  const recent = events
    .filter((e) => e.date <= i.asOf && daysBetweenIso(e.date, i.asOf) <= RECENT_DAYS && e.outcome !== 'PENDING')
    .sort((a, b) => b.date.localeCompare(a.date));
  const label = { fr: 'Réglementaire', en: 'Regulatory' };
  const make = (tone: ContextLine['tone'], statement: Bilingual): ContextLine[] => [
    { key: 'regulatory', label, effect: 0, min: 0, max: 0, statement, field: 'regulatoryEvents', source: null, tone },
  ];
  const next = ahead[0];
  if (next) return make('info', { fr: `Prochain événement réglementaire : ${describe(next, 'fr')}`, en: `Next regulatory event: ${describe(next, 'en')}` });
  const last = recent[0];
  if (last)
    return make(isNegative(last) ? 'risk' : 'info', {
      fr: `Dernière décision réglementaire : ${describe(last, 'fr')}`,
      en: `Latest regulatory decision: ${describe(last, 'en')}`,
    });
  return [];
}
