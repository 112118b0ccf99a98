import fs from 'node:fs';
import { z } from 'zod';
import { dataPath, parseCsvData } from '../../lib/data-files.js';
import {
  CRL_CATEGORIES,
  REGULATORY_AGENCIES,
  REGULATORY_DATE_CONFIDENCES,
  REGULATORY_KINDS,
  REGULATORY_OUTCOMES,
  REGULATORY_SOURCES,
  type RegulatoryAgency,
  type RegulatoryEvent,
  type RegulatoryKind,
  type RegulatoryProvider,
  type RegulatoryQuery,
} from '../../domain/regulatory.js';
import type { RegulatoryLinkOverride } from '../../domain/regulatory-link.js';

/**
 * The `file` provider (issue 30): regulatory events kept by hand in api/data/regulatory/events.csv
 * (company-announced PDUFA dates, EMA opinions, letters read on an agency's site), each row with
 * the official page it comes from. api/data/regulatory/README.md lists the columns and the source
 * of every committed row. A bad row stops the start with its file and line, as every data file does.
 */

export const EVENTS_FILE = 'regulatory/events.csv';
export const OVERRIDES_FILE = 'regulatory/overrides.csv';

/** The agency each kind belongs to (an EMA row cannot be a PDUFA date). */
const AGENCIES_OF: Record<RegulatoryKind, readonly RegulatoryAgency[]> = {
  PDUFA_DATE: ['FDA'],
  ADCOMM_MEETING: ['FDA'],
  ADCOMM_VOTE: ['FDA'],
  APPROVAL: ['FDA'],
  CRL: ['FDA'],
  CHMP_OPINION: ['EMA'],
  EC_DECISION: ['EC'],
  WITHDRAWAL: ['FDA', 'EMA', 'EC'],
};

const isoDay = z.string().refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
  error: (iss) => `${JSON.stringify(iss.input)} is not a date (YYYY-MM-DD)`,
});
/** An empty cell is null; anything else is trimmed text. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `longer than ${max} characters` })
    .transform((v) => v || null);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .trim()
    .transform((v) => v || null)
    .pipe(z.enum(values, { error: (iss) => `${JSON.stringify(iss.input)} is not one of ${values.join(', ')} (or empty)` }).nullable());

/** A ticker in the stock API's form (as companies/curated.csv writes them: PFE, NOVO-B.CO, 4502.T), or an empty cell for none. */
const optionalTickerField = z
  .string()
  .trim()
  .transform((v) => v || null)
  .pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9.-]{1,10}$/, {
        error: (iss) => `${JSON.stringify(iss.input)} is not a ticker (1 to 10 letters, digits, dots or dashes, as PFE, SAN.PA, 4502.T)`,
      })
      .nullable(),
  );

/** Several names in one cell, separated by ";" (or "|", as in the company files). */
const namesCell = z.string().transform((cell) =>
  cell
    .split(/[;|]/)
    .map((n) => n.trim())
    .filter(Boolean),
);

const sourceUrl = z
  .string()
  .trim()
  .min(1, { error: 'the source URL is mandatory: the official page the event is read from' })
  .refine(
    (v) => {
      if (!v) return true; // said above
      try {
        return new URL(v).protocol === 'https:';
      } catch {
        return false;
      }
    },
    { error: (iss) => `${JSON.stringify(iss.input)} is not an https URL` },
  );

const eventRow = z
  .strictObject({
    id: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9._:/-]{0,119}$/i, { error: (iss) => `${JSON.stringify(iss.input)} is not an id (letters, digits and . _ : / -)` }),
    kind: z.enum(REGULATORY_KINDS),
    agency: z.enum(REGULATORY_AGENCIES),
    date: isoDay,
    date_confidence: z.enum(REGULATORY_DATE_CONFIDENCES),
    drug: z.string().trim().min(1, { error: 'must not be empty' }).max(200, { error: 'longer than 200 characters' }),
    drug_names: namesCell,
    application_number: optionalText(40),
    company: optionalText(200),
    ticker: optionalTickerField,
    indication: optionalText(500),
    outcome: optionalEnum(REGULATORY_OUTCOMES),
    crl_category: optionalEnum(CRL_CATEGORIES),
    detail: optionalText(1000),
    source_url: sourceUrl,
    as_of: isoDay,
  })
  .superRefine((r, ctx) => {
    if (!AGENCIES_OF[r.kind].includes(r.agency))
      ctx.addIssue({ code: 'custom', path: ['agency'], message: `a ${r.kind} comes from ${AGENCIES_OF[r.kind].join(' or ')}, not ${r.agency}` });
    if (r.crl_category && r.kind !== 'CRL')
      ctx.addIssue({ code: 'custom', path: ['crl_category'], message: `only a CRL has a category (this row is a ${r.kind})` });
    if (r.date_confidence === 'ACTUAL' && r.date > r.as_of)
      ctx.addIssue({ code: 'custom', path: ['date'], message: `an ACTUAL event on ${r.date} cannot be read on ${r.as_of} (as_of), before it happened` });
  })
  .transform((r): RegulatoryEvent => ({
    source: 'FILE',
    sourceKey: r.id,
    kind: r.kind,
    agency: r.agency,
    date: r.date,
    dateConfidence: r.date_confidence,
    drug: r.drug,
    drugNames: [...new Set([r.drug, ...r.drug_names])],
    applicationNumber: r.application_number,
    company: r.company,
    ticker: r.ticker,
    indication: r.indication,
    outcome: r.outcome,
    crlCategory: r.crl_category,
    detail: r.detail,
    sourceUrl: r.source_url,
    asOf: r.as_of,
    demo: false,
  }));

/** events.csv: one row an event; ids are unique (an id is the event's key: a row edited later updates its event). */
export const regulatoryEventsSchema = z.array(eventRow).superRefine((events, ctx) => {
  const seen = new Set<string>();
  events.forEach((e, i) => {
    if (seen.has(e.sourceKey)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `${e.sourceKey} is used twice` });
    seen.add(e.sourceKey);
  });
});

const overrideRow = z
  .strictObject({
    source: optionalEnum(REGULATORY_SOURCES),
    source_key: optionalText(120),
    application_number: optionalText(40),
    nct_id: z
      .string()
      .trim()
      .regex(/^NCT\d{8}$/, { error: (iss) => `${JSON.stringify(iss.input)} is not an NCT id (NCT and 8 digits)` }),
    action: z.enum(['link', 'unlink']),
    reason: z.string().trim().min(1, { error: 'say why (a person reading the file later must be able to check it)' }),
  })
  .superRefine((r, ctx) => {
    if (!r.source_key && !r.application_number)
      ctx.addIssue({ code: 'custom', path: ['source_key'], message: 'name the event: source and source_key, or application_number' });
    if (r.source_key && !r.source)
      ctx.addIssue({ code: 'custom', path: ['source'], message: `a source_key needs its source (${REGULATORY_SOURCES.join(', ')})` });
  })
  .transform((r): RegulatoryLinkOverride => ({
    source: r.source_key ? r.source : null,
    sourceKey: r.source_key,
    applicationNumber: r.application_number,
    nctId: r.nct_id,
    action: r.action,
  }));

/** overrides.csv: one row a correction of the linker (domain/regulatory-link.ts). */
export const regulatoryOverridesSchema = z.array(overrideRow);

function readCsvFile<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  if (!fs.existsSync(file)) throw new Error(`Data file missing: ${file}`);
  return parseCsvData(fs.readFileSync(file, 'utf8'), file, schema);
}

/** The events of a regulatory events file (default: api/data/regulatory/events.csv). */
export function readRegulatoryEvents(file: string = dataPath(EVENTS_FILE)): RegulatoryEvent[] {
  return readCsvFile(file, regulatoryEventsSchema);
}

/** The link corrections of an overrides file (default: api/data/regulatory/overrides.csv). */
export function readRegulatoryOverrides(file: string = dataPath(OVERRIDES_FILE)): RegulatoryLinkOverride[] {
  return readCsvFile(file, regulatoryOverridesSchema);
}

export interface FileProviderOptions {
  /** The events file (absolute path); default api/data/regulatory/events.csv. */
  file?: string;
}

/**
 * Every event of the file dated on or after the query's `since`, whatever the drugs asked about: a
 * row is curated, so it shows even before a trial links to it. The file is read on first use and
 * kept (restart to read an edit).
 */
export class FileRegulatoryProvider implements RegulatoryProvider {
  readonly name = 'file';
  readonly source = 'FILE' as const;
  private readonly file: string;
  private cached: RegulatoryEvent[] | undefined;

  constructor(opts: FileProviderOptions = {}) {
    this.file = opts.file ?? dataPath(EVENTS_FILE);
  }

  async events(query: RegulatoryQuery): Promise<RegulatoryEvent[]> {
    this.cached ??= readRegulatoryEvents(this.file);
    return this.cached.filter((e) => e.date >= query.since);
  }
}
