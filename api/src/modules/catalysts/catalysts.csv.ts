import type { Locale } from '../../context.js';
import { CONFIDENCE_LABELS, DILUTION_RISK_LABELS, KIND_LABELS } from './catalysts.labels.js';
import type { CatalystScreenRow } from './catalysts.service.js';

/**
 * CSV of the screen (RFC 4180), written by the same rules as the web's table export
 * (web/src/features/table/table.csv.ts): comma separated, CRLF line ends, quoted when a field holds
 * a comma, quote or line break, a UTF-8 byte-order mark for spreadsheet apps, and text cells
 * starting with = + - @ (or tab, CR) prefixed with a quote so a spreadsheet never runs them.
 */
type Cell = string | number | boolean | null;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: Cell): string {
  if (value === null) return '';
  let s = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : String(value);
  if (typeof value === 'string' && FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

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
const CATEGORY = { fr: { READOUT: 'Résultat d’essai', REGULATORY: 'Réglementaire' }, en: { READOUT: 'Readout', REGULATORY: 'Regulatory' } };
const YES_NO = { fr: ['oui', 'non'], en: ['yes', 'no'] };

/** The CSV text of `rows` in `locale` (a relative source URL made absolute with `origin`). */
export function buildCsv(rows: readonly CatalystScreenRow[], opts: { locale: Locale; origin: string }): string {
  const l = opts.locale;
  const origin = opts.origin.replace(/\/$/, '');
  const lines = [HEADERS[l].map(csvCell).join(',')];
  for (const r of rows) {
    const cells: Cell[] = [
      r.windowStart,
      r.windowEnd,
      r.label,
      CONFIDENCE_LABELS[l][r.confidence],
      r.daysUntil,
      KIND_LABELS[l][r.kind],
      CATEGORY[l][r.category],
      r.ticker,
      r.company,
      r.drugs.join('; '),
      r.indication,
      r.phases.join(', '),
      r.readoutProbability,
      r.score,
      r.marketCapUsd,
      r.runwayMonthsAtReadout === null ? null : Math.round(r.runwayMonthsAtReadout * 10) / 10,
      DILUTION_RISK_LABELS[l][r.dilutionRisk],
      r.nctId,
      r.trialTitle,
      r.applicationNumber,
      r.outcome,
      r.source,
      r.sourceUrl.startsWith('/') ? `${origin}${r.sourceUrl}` : r.sourceUrl,
      r.asOf,
      YES_NO[l][r.demo ? 0 : 1],
    ];
    lines.push(cells.map(csvCell).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
