import crypto from 'node:crypto';
import type { AppContext, Locale } from '../../context.js';
import { addDaysIso } from '../../domain/dates.js';
import type {
  CrlCategory,
  RegulatoryDateConfidence,
  RegulatoryKind,
  RegulatoryLinkConfidence,
  RegulatoryLinkMethod,
  RegulatoryOutcome,
  RegulatorySource,
} from '../../domain/regulatory.js';
import { eventsWatchedBy } from '../regulatory/regulatory.calendar.js';
import type { RegulatoryEventView } from '../regulatory/regulatory.queries.js';
import { todayUtc } from '../trials/trials.validation.js';
import { labelled, shortDate } from './calendar.ics.labels.js';

/**
 * Regulatory events (issue 30) in the .ics feeds: one all-day event each, its kind and drug in the
 * summary; kind, agency, drug, application, company, date confidence, outcome, link and source (name,
 * "as of" date and URL) in the description. The UID is derived from the event's source and source
 * key (what identifies it at its provider), so it stays the same across refreshes and re-seeded
 * databases, and a subscribed calendar moves the event when its date changes.
 */

/** The private watchlist feed keeps the decisions of this many days back (and every later event). */
export const PRIVATE_FEED_REGULATORY_DAYS_BACK = 90;
/** At most this many regulatory events in one private feed. */
export const PRIVATE_FEED_REGULATORY_MAX = 1000;

/** The regulatory events of a private feed's owner: those of the watched trials and companies, from 90 days back. */
export function privateFeedRegulatoryEvents(ctx: AppContext, userId: string): Promise<RegulatoryEventView[]> {
  return eventsWatchedBy(ctx.em, userId, { from: addDaysIso(todayUtc(), -PRIVATE_FEED_REGULATORY_DAYS_BACK), limit: PRIVATE_FEED_REGULATORY_MAX });
}

interface RegulatoryText {
  demo: string;
  kind: string;
  agency: string;
  drug: string;
  otherNames: string;
  application: string;
  company: string;
  ticker: string;
  indication: string;
  date: string;
  confidence: string;
  outcome: string;
  crl: string;
  detail: string;
  link: string;
  source: string;
  asOf: string;
  kinds: Record<RegulatoryKind, string>;
  confidences: Record<RegulatoryDateConfidence, string>;
  outcomes: Record<RegulatoryOutcome, string>;
  crlCategories: Record<CrlCategory, string>;
  linkConfidences: Record<RegulatoryLinkConfidence, string>;
  linkMethods: Record<RegulatoryLinkMethod, string>;
  sources: Record<RegulatorySource, string>;
}

const TEXT: Record<Locale, RegulatoryText> = {
  fr: {
    demo: 'Données de démonstration',
    kind: 'Événement réglementaire',
    agency: 'Agence',
    drug: 'Médicament',
    otherNames: 'Autres noms',
    application: 'Dossier',
    company: 'Société',
    ticker: 'Ticker',
    indication: 'Indication',
    date: 'Date',
    confidence: 'Fiabilité de la date',
    outcome: 'Issue',
    crl: 'Motif de la CRL',
    detail: 'Détail',
    link: 'Lien avec les essais',
    source: 'Source',
    asOf: 'au',
    kinds: {
      PDUFA_DATE: 'Date PDUFA (FDA)',
      ADCOMM_MEETING: 'Comité consultatif FDA',
      ADCOMM_VOTE: 'Vote du comité consultatif',
      APPROVAL: 'Approbation FDA',
      CRL: 'Lettre de réponse complète (CRL)',
      CHMP_OPINION: 'Avis du CHMP (EMA)',
      EC_DECISION: 'Décision de la Commission européenne',
      WITHDRAWAL: 'Retrait',
    },
    confidences: { ANNOUNCED: 'annoncée', ESTIMATED: 'estimée', ACTUAL: 'réelle' },
    outcomes: { PENDING: 'en attente', POSITIVE: 'favorable', NEGATIVE: 'défavorable', WITHDRAWN: 'retiré' },
    crlCategories: { MANUFACTURING: 'fabrication', EFFICACY: 'efficacité', SAFETY: 'sécurité', OTHER: 'autre' },
    linkConfidences: { HIGH: 'confiance élevée', MEDIUM: 'confiance moyenne', LOW: 'confiance faible' },
    linkMethods: {
      OVERRIDE: 'correction manuelle',
      APPLICATION: 'numéro de dossier',
      DRUG_AND_COMPANY: 'nom du médicament et société',
      DRUG_NAME: 'nom du médicament',
    },
    sources: { DEMO: 'Données de démonstration', OPENFDA: 'openFDA', FEDERAL_REGISTER: 'Federal Register', FILE: 'Annonce de la société' },
  },
  en: {
    demo: 'Demo data',
    kind: 'Regulatory event',
    agency: 'Agency',
    drug: 'Drug',
    otherNames: 'Other names',
    application: 'Application',
    company: 'Company',
    ticker: 'Ticker',
    indication: 'Indication',
    date: 'Date',
    confidence: 'Date confidence',
    outcome: 'Outcome',
    crl: 'CRL category',
    detail: 'Detail',
    link: 'Link to trials',
    source: 'Source',
    asOf: 'as of',
    kinds: {
      PDUFA_DATE: 'PDUFA date (FDA)',
      ADCOMM_MEETING: 'FDA advisory committee',
      ADCOMM_VOTE: 'Advisory committee vote',
      APPROVAL: 'FDA approval',
      CRL: 'Complete response letter (CRL)',
      CHMP_OPINION: 'CHMP opinion (EMA)',
      EC_DECISION: 'European Commission decision',
      WITHDRAWAL: 'Withdrawal',
    },
    confidences: { ANNOUNCED: 'announced', ESTIMATED: 'estimated', ACTUAL: 'actual' },
    outcomes: { PENDING: 'pending', POSITIVE: 'positive', NEGATIVE: 'negative', WITHDRAWN: 'withdrawn' },
    crlCategories: { MANUFACTURING: 'manufacturing', EFFICACY: 'efficacy', SAFETY: 'safety', OTHER: 'other' },
    linkConfidences: { HIGH: 'high confidence', MEDIUM: 'medium confidence', LOW: 'low confidence' },
    linkMethods: { OVERRIDE: 'manual correction', APPLICATION: 'application number', DRUG_AND_COMPANY: 'drug name and company', DRUG_NAME: 'drug name' },
    sources: { DEMO: 'Demo data', OPENFDA: 'openFDA', FEDERAL_REGISTER: 'Federal Register', FILE: 'Company announcement' },
  },
};

/** The event's UID: stable per (source, source key), whatever the row id. */
export function regulatoryUid(e: Pick<RegulatoryEventView, 'source' | 'sourceKey'>): string {
  const digest = crypto.createHash('sha256').update(`${e.source}\u0000${e.sourceKey}`).digest('hex').slice(0, 32);
  return `regulatory-${digest}@trialyst`;
}

/** The source page as an absolute URL (demo events point at the app's own methodology page). */
export function absoluteSourceUrl(sourceUrl: string, origin: string): string {
  return /^https?:\/\//i.test(sourceUrl) ? sourceUrl : `${origin}${sourceUrl.startsWith('/') ? '' : '/'}${sourceUrl}`;
}

/** What one regulatory event writes (its texts still to be escaped by the writer). */
export interface RegulatoryIcsFields {
  id: string;
  date: string;
  summary: string;
  description: string;
  url: string;
  categories: string[];
  x: [string, string][];
}

export function regulatoryIcsFields(e: RegulatoryEventView, locale: Locale, origin: string): RegulatoryIcsFields {
  const t = TEXT[locale];
  const kind = t.kinds[e.kind];
  const url = absoluteSourceUrl(e.sourceUrl, origin);
  const colon = locale === 'fr' ? ' :' : ':';
  const summary = `${kind}${colon} ${e.drug}${e.ticker ? ` (${e.ticker})` : ''}${e.demo ? ` [${t.demo}]` : ''}`;
  const others = e.drugNames.filter((n) => n !== e.drug);
  // Labels typeset for the language ("Agence : FDA" / "Agency: FDA"), dates in its short form, closed sets in words.
  const l = (label: string, value: string) => labelled(locale, label, value);
  const lines = [
    e.demo ? `${t.demo}.` : null,
    `${l(t.kind, kind)} — ${l(t.agency, e.agency)}`,
    l(t.drug, `${e.drug}${others.length ? ` (${l(t.otherNames, others.join(', '))})` : ''}`),
    e.applicationNumber ? l(t.application, e.applicationNumber) : null,
    e.company ? l(t.company, e.company) : null,
    e.ticker ? l(t.ticker, e.ticker) : null,
    e.indication ? l(t.indication, e.indication) : null,
    `${l(t.date, shortDate(locale, e.date))} — ${l(t.confidence, t.confidences[e.dateConfidence])}`,
    e.outcome ? l(t.outcome, t.outcomes[e.outcome]) : null,
    e.crlCategory ? l(t.crl, t.crlCategories[e.crlCategory]) : null,
    e.detail ? l(t.detail, e.detail) : null,
    e.link ? l(t.link, `${t.linkConfidences[e.link.confidence]} (${t.linkMethods[e.link.method]})`) : null,
    l(t.source, `${t.sources[e.source]} (${t.asOf} ${shortDate(locale, e.asOf)})`),
    url,
  ].filter((x): x is string => x !== null);
  return {
    id: regulatoryUid(e),
    date: e.date,
    summary,
    description: lines.join('\n'),
    url,
    categories: ['REGULATORY', e.kind, e.dateConfidence],
    x: [
      ['X-TRIALYST-REGULATORY-KIND', e.kind],
      ['X-TRIALYST-DATE-CONFIDENCE', e.dateConfidence],
      ['X-TRIALYST-DEMO', e.demo ? 'TRUE' : 'FALSE'],
    ],
  };
}
