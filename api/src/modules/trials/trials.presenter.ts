import { z } from 'zod';
import type { Locale } from '../../context.js';
import { CATALYST_CONFIDENCES, CATALYST_KINDS, CATALYST_PRECISIONS, nextCatalystOf } from '../../domain/catalyst.js';
import { INVESTMENT_VERDICTS } from '../../domain/sponsor.js';
import { TRIAL_FIELD_LIST, type RestProp, type RestShape, type TrialRow } from './trials.fields.js';
import { restJson } from './trials.rest-json.js';
import { SIGNAL_COLORS, SIGNAL_KINDS, SIGNAL_REASONS, type StatusSignal } from '../../domain/signal.js';
import { enrollmentSize, phaseLabel, sponsorClassLabel, statusLabel } from './trials.signals.js';
import { todayUtc } from './trials.validation.js';

/** The spec's display value of "no ticker" (section 3): produced here, at the edge; the database stores NULL. */
export const NO_TICKER = 'Non déterminé';

/** Stored fields the REST trial carries as they are (descriptor entries with a `rest` schema), computed once. */
const COPIED = TRIAL_FIELD_LIST.flatMap((f) => (f.rest ? [{ prop: f.prop, schema: f.load === 'detail' ? f.rest.optional() : f.rest }] : []));
// Built from the same descriptor entries RestShape is computed from.
const COPIED_SHAPE = Object.fromEntries(COPIED.map((c) => [c.prop, c.schema])) as RestShape;

/** A next catalyst in REST answers (the trial's, a company's pipeline and timeline): as GraphQL NextCatalyst. */
export const NextCatalystOut = z
  .strictObject({
    kind: z.enum(CATALYST_KINDS),
    windowStart: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    windowEnd: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    precision: z.enum(CATALYST_PRECISIONS),
    label: z.string().describe('The window in the request language: "T2 2027" / "Q2 2027"'),
    confidence: z.enum(CATALYST_CONFIDENCES),
  })
  .meta({ id: 'NextCatalyst' });

/** A trial's stock-market signal in REST answers (a trial, a company's pipeline): as GraphQL StatusSignal. */
export const StatusSignalOut = z
  .strictObject({
    kind: z.enum(SIGNAL_KINDS),
    label: z.enum(['Positif', 'Négatif', 'Neutre']),
    color: z.enum(SIGNAL_COLORS),
    reason: z.enum(SIGNAL_REASONS),
  })
  .describe("The trial's latest analysis' signal (posted primary results govern, else the status), as GraphQL Trial.statusSignal")
  .meta({ id: 'StatusSignal' });

/** Fields the REST trial presents differently from storage: the spec's names and display values. */
const PRESENTED = {
  statusLabel: z.string().describe("Status as the registry displays it, e.g. 'Active, not recruiting'"),
  phase: z.array(z.string()).describe('Phases as display values, e.g. ["Phase 3"]'),
  enrollmentSize: z.enum(['LARGE', 'MEDIUM', 'SMALL']).nullable(),
  leadSponsor: z.strictObject({ name: z.string(), class: z.string().nullable(), classLabel: z.string().nullable() }),
  collaborators: z.array(restJson.sponsor),
  ticker_bourse: z.string().describe(`Ticker of the sponsor's listed company, or '${NO_TICKER}'`),
  investissement_bourse: z.enum(INVESTMENT_VERDICTS),
  statusSignal: StatusSignalOut,
  analyzedAt: z.string().meta({ format: 'date-time' }).nullable(),
  nextCatalyst: NextCatalystOut.nullable().describe('Next catalyst, as GraphQL Trial.nextCatalyst (confidence as of today)'),
};

/**
 * The REST `Trial` (spec section 3), derived from the field descriptor and strict: a field the
 * presenter adds must be declared here or in the descriptor. The OpenAPI document takes it as is.
 */
const trialRestObject = z
  .strictObject({ ...COPIED_SHAPE, ...PRESENTED })
  .describe('A clinical trial in the REST shape of the spec. Lists leave the large fields (interventions, locations...) out.');
/** The same, registered as the OpenAPI component `Trial` (zod's global registry). */
export const trialRestSchema = trialRestObject.meta({ id: 'Trial' });
export type TrialJson = z.output<typeof trialRestSchema>;

/** The OpenAPI (3.0) JSON schema of the REST `Trial`, for a document written by hand. */
export function trialJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(trialRestObject, { target: 'openapi-3.0', io: 'output' });
}

/** The copied fields of a trial; absent large columns stay absent (not null). */
function copiedFields(t: TrialRow): Pick<TrialRow, RestProp> {
  const src: Readonly<Record<string, unknown>> = t;
  const out: Record<string, unknown> = {};
  for (const c of COPIED) if (src[c.prop] !== undefined) out[c.prop] = src[c.prop];
  return out as Pick<TrialRow, RestProp>;
}

/**
 * A trial in the spec's REST field names (section 3): `phase` display values, `ticker_bourse`,
 * `investissement_bourse`, `leadSponsor`... `statusSignal` (the caller's: the analysis module's
 * `trialSignalsOf`, the one every screen shows) and `nextCatalyst` (its label in `locale`).
 */
export function presentTrial(t: TrialRow, signal: StatusSignal, locale: Locale = 'fr'): TrialJson {
  const copied: z.output<z.ZodObject<RestShape>> = copiedFields(t);
  return {
    ...copied,
    statusLabel: statusLabel(t.status),
    phase: t.phases.map(phaseLabel),
    enrollmentSize: enrollmentSize(t.enrollment),
    leadSponsor: { name: t.leadSponsorName, class: t.leadSponsorClass, classLabel: sponsorClassLabel(t.leadSponsorClass) },
    collaborators: t.collaborators.map((c) => ({ name: c.name, class: c.class })),
    ticker_bourse: t.ticker ?? NO_TICKER,
    investissement_bourse: t.investmentVerdict,
    statusSignal: signal,
    analyzedAt: t.analyzedAt ? t.analyzedAt.toISOString() : null,
    nextCatalyst: nextCatalystOf(t, todayUtc(), locale),
  };
}

/** A row of the advanced table (spec section 3: trials-table row), with the trial's signal (the caller's: `trialSignalsOf`). */
export function presentTableRow(t: TrialRow, signal: StatusSignal) {
  return {
    nctId: t.nctId,
    briefTitle: t.briefTitle,
    title: t.briefTitle,
    status: t.status,
    leadSponsor: t.leadSponsorName,
    leadSponsorClass: t.leadSponsorClass,
    ticker_bourse: t.ticker ?? NO_TICKER,
    investissement_bourse: t.investmentVerdict,
    phase: t.phases.map(phaseLabel),
    phases: t.phases,
    score: t.score,
    recommendation: t.recommendation,
    statusSignal: signal,
    enrollment: t.enrollment,
    completionDate: t.completionDate,
    startDate: t.startDate,
    countries: t.countries,
    conditions: t.conditions,
    likes: t.likes,
    analyzedAt: t.analyzedAt ? t.analyzedAt.toISOString() : null,
  };
}
