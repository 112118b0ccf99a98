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

const FIELD_BY_PROP = new Map(TRIAL_FIELD_LIST.map((f) => [f.prop, f]));
const selectLists = new Map<string, string>();

/** The select list of some trial properties (same aliases and date format as trialColumns). */
export function trialColumnsOf(props: readonly string[], alias = 't'): string[] {
  return props.map((p) => {
    const f = FIELD_BY_PROP.get(p);
    if (!f) throw new Error(`Unknown trial property ${p}`);
    return selectOf(alias, f);
  });
}

/**
 * The select list (SQL text) of exactly these stored properties, in descriptor order whatever
 * the order asked, built once per set: a query reads only the columns its answer needs.
 */
export function trialSelectListOf(props: Iterable<string>, alias = 't'): string {
  const wanted = new Set(props);
  const ordered = TRIAL_FIELD_LIST.filter((f) => wanted.has(f.prop)).map((f) => f.prop);
  if (ordered.length !== wanted.size) throw new Error(`Unknown trial property in ${[...wanted].join(', ')}`);
  const key = `${alias}|${ordered.join(',')}`;
  let list = selectLists.get(key);
  if (list === undefined) {
    list = trialColumnsOf(ordered, alias).join(', ');
    selectLists.set(key, list);
  }
  return list;
}

/** Every list property (what trialColumns() reads without `heavy`). */
export const LIST_PROPS: readonly string[] = LIST_FIELDS.map((f) => f.prop);

export const trialSelect = (knex: Knex, alias = 't', opts: { heavy?: boolean } = {}) => trialColumns(alias, opts).map((c) => knex.raw(c));

const TIMESTAMP_PROPS = TRIAL_FIELD_LIST.filter((f) => f.sql === 'timestamp').map((f) => f.prop);
const FLOAT_PROPS = TRIAL_FIELD_LIST.filter((f) => f.sql === 'float').map((f) => f.prop);

/**
 * A row of trialColumns() (or of any subset of it) → the trial GraphQL and presenters read,
 * converted in place by the fixed list of typed columns: the driver hands timestamps over as text
 * (GraphQL's DateTimeISO only serialises Date objects) and may give floats as text. Columns the
 * select list left out stay absent.
 */
export function rowToTrial(row: TrialSqlRow): TrialRow {
  convertColumns(row);
  return row;
}

/** Converts the typed columns in place: afterwards the row has TrialRow's timestamp and float types. */
function convertColumns(row: TrialSqlRow): asserts row is TrialSqlRow & TrialRow {
  const r: Record<string, unknown> = row;
  for (const p of FLOAT_PROPS) if (typeof r[p] === 'string') r[p] = Number(r[p]);
  for (const p of TIMESTAMP_PROPS) if (typeof r[p] === 'string') r[p] = new Date(r[p]);
}

export const knexOf = (ctx: AppContext): Knex => ctx.em.getKnex();
