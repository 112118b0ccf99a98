import type { Knex } from '@mikro-orm/postgresql';
import { Migration } from '@mikro-orm/migrations';

/**
 * Search by drug (issue 33): `trials.search_text` ends with the interventions' names and other names
 * (brand names, development codes in their three spellings), as the upsert now writes it
 * (trials.search.text.ts). Existing rows get that part appended here, computed by the copy below of
 * the application's function of this day: a migration is history and must not change when the
 * application's normalisation does. Rows are read and written in batches of BATCH by nct_id, with
 * only the names read (not the whole interventions); each batch is one UPDATE, so the statement
 * trigger of TrialChangeNotify announces the rewrite to the response caches (`*`), as any write.
 * The search's indexes are on `search_text`, so PostgreSQL keeps them; nothing else changes.
 */
const BATCH = 5_000;
const MAX = 1_000;
const CODE_JOINT = /(?<![0-9a-z])([a-z]{1,5})[-\u2010-\u2015 ]?(?=[0-9]{2})/g;

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const codeForms = (name: string) =>
  name.match(CODE_JOINT) ? [...new Set([name, name.replace(CODE_JOINT, '$1'), name.replace(CODE_JOINT, '$1 '), name.replace(CODE_JOINT, '$1-')])] : [name];

/** [name, otherNames] per intervention, as stored (any JSON). */
function interventionPart(names: unknown): string {
  const seen = new Set<string>();
  const out: string[] = [];
  let length = 0;
  const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);
  for (const entry of Array.isArray(names) ? names : []) {
    const [name, others] = Array.isArray(entry) ? entry : [];
    for (const raw of [...strings([name]), ...strings(others)]) {
      const n = normalize(raw);
      if (!n) continue;
      for (const form of codeForms(n)) {
        if (seen.has(form)) continue;
        const added = (out.length ? 3 : 0) + form.length;
        if (length + added > MAX) return out.join(' | ');
        seen.add(form);
        out.push(form);
        length += added;
      }
    }
  }
  return out.join(' | ');
}

const READ = `select t.nct_id,
    (select coalesce(jsonb_agg(jsonb_build_array(i.v->'name', i.v->'otherNames') order by i.o), '[]'::jsonb)
       from jsonb_array_elements(case when jsonb_typeof(t.interventions) = 'array' then t.interventions else '[]'::jsonb end) with ordinality i(v, o)) as names
  from "trials" t where t.nct_id > ? order by t.nct_id limit ${BATCH}`;

export class Migration20261130093000SearchInterventions extends Migration {
  override async up(): Promise<void> {
    await this.eachBatch((ids, parts) =>
      this.query(`update "trials" t set "search_text" = t.search_text || ' | ' || v.part from unnest(?::text[], ?::text[]) v(id, part) where t.nct_id = v.id`, [
        ids,
        parts,
      ]),
    );
  }

  override async down(): Promise<void> {
    await this.eachBatch((ids, parts) =>
      this.query(
        `update "trials" t set "search_text" = left(t.search_text, char_length(t.search_text) - char_length(v.part) - 3)
           from unnest(?::text[], ?::text[]) v(id, part) where t.nct_id = v.id and right(t.search_text, char_length(v.part) + 3) = ' | ' || v.part`,
        [ids, parts],
      ),
    );
  }

  /** One statement with bindings (arrays as PostgreSQL arrays), in the migration's transaction. */
  private async query<T>(sql: string, bindings: Knex.RawBinding[]): Promise<T[]> {
    const q = this.getKnex().raw(sql, bindings);
    if (this.ctx) void q.transacting(this.ctx);
    return ((await q) as { rows: T[] }).rows;
  }

  /** Every trial with a non-empty intervention part, by batches: (nct ids, parts). */
  private async eachBatch(write: (ids: string[], parts: string[]) => Promise<unknown>): Promise<void> {
    let after = '';
    for (;;) {
      const rows = await this.query<{ nct_id: string; names: unknown }>(READ, [after]);
      if (!rows.length) return;
      const ids: string[] = [];
      const parts: string[] = [];
      for (const r of rows) {
        const part = interventionPart(r.names);
        if (!part) continue;
        ids.push(r.nct_id);
        parts.push(part);
      }
      if (ids.length) await write(ids, parts);
      after = rows[rows.length - 1].nct_id;
    }
  }
}
