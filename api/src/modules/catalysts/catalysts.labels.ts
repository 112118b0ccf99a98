import type { Locale } from '../../context.js';
import type { DilutionRisk } from '../../domain/financials.js';
import type { RegulatoryOutcome, RegulatorySource } from '../../domain/regulatory.js';
import type { CatalystDateConfidence, CatalystEventKind } from './catalysts.validation.js';

/** Words of the exports (CSV, .ics) in the request language; the web words the screen itself. */
export const KIND_LABELS: Record<Locale, Record<CatalystEventKind, string>> = {
  fr: {
    TOPLINE_READOUT: 'Résultats principaux (topline)',
    RESULTS_POSTING: 'Publication des résultats',
    PRIMARY_COMPLETION: 'Fin de l’étude principale',
    STUDY_COMPLETION: 'Fin de l’étude',
    PDUFA_DATE: 'Date PDUFA (FDA)',
    ADCOMM_MEETING: 'Comité consultatif de la FDA',
    ADCOMM_VOTE: 'Vote du comité consultatif de la FDA',
    APPROVAL: 'Approbation FDA',
    CRL: 'Lettre de réponse complète (CRL)',
    CHMP_OPINION: 'Avis du CHMP (EMA)',
    EC_DECISION: 'Décision de la Commission européenne',
    WITHDRAWAL: 'Retrait',
  },
  en: {
    TOPLINE_READOUT: 'Topline readout',
    RESULTS_POSTING: 'Results posting',
    PRIMARY_COMPLETION: 'Primary completion',
    STUDY_COMPLETION: 'Study completion',
    PDUFA_DATE: 'PDUFA date (FDA)',
    ADCOMM_MEETING: 'FDA advisory committee',
    ADCOMM_VOTE: 'FDA advisory committee vote',
    APPROVAL: 'FDA approval',
    CRL: 'Complete response letter (CRL)',
    CHMP_OPINION: 'CHMP opinion (EMA)',
    EC_DECISION: 'European Commission decision',
    WITHDRAWAL: 'Withdrawal',
  },
};

export const CONFIDENCE_LABELS: Record<Locale, Record<CatalystDateConfidence, string>> = {
  fr: { ACTUAL: 'réalisé', ANNOUNCED: 'annoncé', ESTIMATED: 'estimé', ANTICIPATED: 'anticipé', OVERDUE: 'en retard', PASSED: 'passé' },
  en: { ACTUAL: 'actual', ANNOUNCED: 'announced', ESTIMATED: 'estimated', ANTICIPATED: 'anticipated', OVERDUE: 'overdue', PASSED: 'passed' },
};

/** The dilution risk at a row's readout (the company's cash runway against the window's last day). */
export const DILUTION_RISK_LABELS: Record<Locale, Record<DilutionRisk, string>> = {
  fr: {
    BEFORE_READOUT: 'trésorerie épuisée avant le résultat',
    WITHIN_6_MONTHS: 'trésorerie épuisée moins de 6 mois après le résultat',
    NONE: 'aucun',
    UNKNOWN: 'inconnu',
  },
  en: {
    BEFORE_READOUT: 'cash runs out before the readout',
    WITHIN_6_MONTHS: 'cash runs out within 6 months after the readout',
    NONE: 'none',
    UNKNOWN: 'unknown',
  },
};

/** Where a row's date comes from (language-neutral names). */
export const READOUT_SOURCE = 'ClinicalTrials.gov';
export const DEMO_SOURCE = 'Demo data';
export const REGULATORY_SOURCE_NAMES: Record<RegulatorySource, string> = {
  OPENFDA: 'openFDA',
  FEDERAL_REGISTER: 'Federal Register',
  FILE: 'Company announcement',
  DEMO: DEMO_SOURCE,
};

/** A row's category. */
export const CATEGORY_LABELS: Record<Locale, Record<'READOUT' | 'REGULATORY', string>> = {
  fr: { READOUT: 'Résultat d’essai', REGULATORY: 'Réglementaire' },
  en: { READOUT: 'Readout', REGULATORY: 'Regulatory' },
};

/** A regulatory decision's outcome (the web's regulatory:outcome words). */
export const OUTCOME_LABELS: Record<Locale, Record<RegulatoryOutcome, string>> = {
  fr: { PENDING: 'En attente', POSITIVE: 'Favorable', NEGATIVE: 'Défavorable', WITHDRAWN: 'Retiré' },
  en: { PENDING: 'Pending', POSITIVE: 'Positive', NEGATIVE: 'Negative', WITHDRAWN: 'Withdrawn' },
};

/** The source names that are words, not names, in French (ClinicalTrials.gov, openFDA and the Federal Register stay as they are). */
const SOURCE_WORDS_FR: Record<string, string> = { [DEMO_SOURCE]: 'Données de démonstration', [REGULATORY_SOURCE_NAMES.FILE]: 'Annonce de la société' };

/** A row's source in the exports' language. */
export const sourceLabel = (source: string, locale: Locale) => (locale === 'fr' ? (SOURCE_WORDS_FR[source] ?? source) : source);

/** The public record of a trial; a demo trial has none, so it links to its page in the app. */
export const trialSourceUrl = (nctId: string, demo: boolean) =>
  demo ? `/trial/${encodeURIComponent(nctId)}` : `https://clinicaltrials.gov/study/${encodeURIComponent(nctId)}`;
