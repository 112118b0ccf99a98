import type { Knex } from '@mikro-orm/postgresql';
import type { AppContext } from '../../context.js';
import { TRIAL_FIELD_LIST, type TrialRow, type TrialSqlRow } from './trials.fields.js';

/**
 * Trials are read with SQL where SQL is the point (filters, keyset pages, sorts, ranking). The
 * select list comes from the field descriptor (trials.fields.ts) and aliases every column to its
 * property name, so the driver hands back rows already shaped like TrialRow: no per-row renaming.
 * Dates come back as 'YYYY-MM-DD' text.
 */
const selectOf = (alias: string, f: (typeof TRIAL_FIELD_LIST)[number]) =>
  f.sql === 'date' ? `to_char(${alias}.${f.column}, 'YYYY-MM-DD') as "${f.prop}"` : `${alias}.${f.column} as "${f.prop}"`;

const LIST_FIELDS = TRIAL_FIELD_LIST.filter((f) => f.load === 'list');
const DETAIL_FIELDS = TRIAL_FIELD_LIST.filter((f) => f.load === 'detail');
/** Large columns: left out of lists, loaded on demand (see trials.fields.resolver.ts). */
export const DETAIL_PROPS = DETAIL_FIELDS.map((f) => f.prop);

const columnLists = new Map<string, string[]>();

/** The select list of a trial read (`heavy`: with the large columns), for table alias `alias`. */
export function trialColumns(alias = 't', opts: { heavy?: boolean } = {}): string[] {
  const key = `${alias}|${opts.heavy ? 1 : 0}`;
  let cols = columnLists.get(key);
  if (!cols) {
    cols = [...LIST_FIELDS, ...(opts.heavy ? DETAIL_FIELDS : [])].map((f) => selectOf(alias, f));
    columnLists.set(key, cols);
  }
  return cols;
}

/** The select list of some trial properties (same aliases and date format as trialColumns). */
export function trialColumnsOf(props: readonly string[], alias = 't'): string[] {
  return props.map((p) => {
    const f = TRIAL_FIELD_LIST.find((x) => x.prop === p);
    if (!f) throw new Error(`Unknown trial property ${p}`);
    return selectOf(alias, f);
  });
}

export const trialSelect = (knex: Knex, alias = 't', opts: { heavy?: boolean } = {}) => trialColumns(alias, opts).map((c) => knex.raw(c));

function toDate(v: string | Date): Date;
function toDate(v: string | Date | null): Date | null;
function toDate(v: string | Date | null): Date | null {
  return typeof v === 'string' ? new Date(v) : v;
}

/**
 * A row of trialColumns() → the trial GraphQL and presenters read. The driver hands timestamps
 * over as text (GraphQL's DateTimeISO only serialises Date objects) and may give floats as text.
 */
export function rowToTrial(row: TrialSqlRow): TrialRow {
  return {
    ...row,
    score: typeof row.score === 'string' ? Number(row.score) : row.score,
    analyzedAt: toDate(row.analyzedAt),
    createdAt: toDate(row.createdAt),
    updatedAt: toDate(row.updatedAt),
  };
}

export const knexOf = (ctx: AppContext): Knex => ctx.em.getKnex();
