import type { Locale } from '../../context.js';
import { csvDialect, toCsv, type CsvCell } from '../../lib/csv.js';
import { PHASE_WORDS } from '../calendar/calendar.ics.labels.js';
import { CATEGORY_LABELS, CONFIDENCE_LABELS, DILUTION_RISK_LABELS, KIND_LABELS, OUTCOME_LABELS, sourceLabel } from './catalysts.labels.js';
import type { CatalystScreenRow } from './catalysts.service.js';

/**
 * CSV of the screen in the request language, written as the table's export is (api/src/lib/csv.ts):
 * in French `;` separators and decimal commas, in English `,` and decimal points, a UTF-8 byte-order
 * mark, CRLF line ends, formulas neutralised; closed sets (kind, confidence, category, phases,
 * outcome, dilution risk) in words, dates as YYYY-MM-DD (which spreadsheets read in every language).
 */
const HEADERS: Record<Locale, string[]> = {
  fr: [
    'Date',
    'Fin de la fenêtre',
    'Fenêtre',
    'Fiabilité',
    'Jours restants',
    'Type',
    'Catégorie',
    'Ticker',
    'Société',
    'Médicament',
    'Indication',
    'Phases',
    'Probabilité de succès',
    'Score',
    'Capitalisation (USD)',
    'Mois de trésorerie au résultat',
    'Risque de dilution',
    'NCT',
    'Essai',
    'Numéro de dossier',
    'Issue',
    'Source',
    'URL de la source',
    'À jour au',
    'Données de démonstration',
  ],
  en: [
    'Date',
    'Window end',
    'Window',
    'Confidence',
    'Days until',
    'Kind',
    'Category',
    'Ticker',
    'Company',
    'Drug',
    'Indication',
    'Phases',
    'Readout probability',
    'Score',
    'Market cap (USD)',
    'Months of cash at readout',
    'Dilution risk',
    'NCT',
    'Trial',
    'Application number',
    'Outcome',
    'Source',
    'Source URL',
    'As of',
    'Demo data',
  ],
};
const YES_NO = { fr: ['oui', 'non'], en: ['yes', 'no'] };

/** The CSV text of `rows` in `locale` (a relative source URL made absolute with `origin`). */
export function buildCsv(rows: readonly CatalystScreenRow[], opts: { locale: Locale; origin: string }): string {
  const l = opts.locale;
  const origin = opts.origin.replace(/\/$/, '');
  const cells = rows.map((r): CsvCell[] => [
    r.windowStart,
    r.windowEnd,
    r.label,
    CONFIDENCE_LABELS[l][r.confidence],
    r.daysUntil,
    KIND_LABELS[l][r.kind],
    CATEGORY_LABELS[l][r.category],
    r.ticker,
    r.company,
    r.drugs.join('; '),
    r.indication,
    r.phases.map((p) => PHASE_WORDS[l][p]).join(', '),
    r.readoutProbability,
    r.score,
    r.marketCapUsd,
    r.runwayMonthsAtReadout === null ? null : Math.round(r.runwayMonthsAtReadout * 10) / 10,
    DILUTION_RISK_LABELS[l][r.dilutionRisk],
    r.nctId,
    r.trialTitle,
    r.applicationNumber,
    r.outcome ? OUTCOME_LABELS[l][r.outcome] : null,
    sourceLabel(r.source, l),
    r.sourceUrl.startsWith('/') ? `${origin}${r.sourceUrl}` : r.sourceUrl,
    r.asOf,
    YES_NO[l][r.demo ? 0 : 1],
  ]);
  return toCsv(HEADERS[l], cells, { dialect: csvDialect(l) });
}
