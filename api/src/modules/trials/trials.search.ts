import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { badInput } from '../../errors.js';
import { normalizeSearch } from './trials.record.js';
import type { TrialSqlRow } from './trials.fields.js';
import { knexOf, rowToTrial, trialColumns } from './trials.rows.js';
import type { TrialType } from './trials.types.js';
import { likeEscape } from './trials.validation.js';

/** At most this many trigram matches are ranked: keeps common words fast at 500 000 trials. */
export const SEARCH_CANDIDATES = 400;

export const searchSchema = z.object({
  query: z.string().max(200, 'query must be at most 200 characters'),
  limit: z.number().int('limit must be an integer').min(1, 'limit must be at least 1').max(20, 'limit must be at most 20').default(10),
});

/**
 * Case- and accent-insensitive search over NCT id, title, lead sponsor and conditions
 * (`trials.search_text`, GIN trigram index): every word must appear. Ranking: exact NCT id, NCT id
 * prefix, phrase in the title, whole phrase anywhere, then word similarity and likes.
 */
export async function searchTrials(ctx: AppContext, input: { query: string; limit?: number | null }): Promise<TrialType[]> {
  const { query, limit } = searchSchema.parse({ query: input.query, limit: input.limit ?? undefined });
  const q = normalizeSearch(query);
  if (q.length < 2) throw badInput('Type at least 2 characters to search');
  const words = [...new Set(q.split(' ').filter(Boolean))].slice(0, 8);
  const exact = /^nct\d{8}$/.test(q) ? q.toUpperCase() : '';
  const phrase = `%${likeEscape(q)}%`;
  const knex = knexOf(ctx);
  const wordClauses = words.map(() => 'c.search_text like ?').join(' and ');
  const sql = `
    with candidates as (
      (select c.nct_id from trials c where ${wordClauses} limit ${SEARCH_CANDIDATES})
      union
      select c.nct_id from trials c where c.nct_id = ?
    )
    select ${trialColumns('t').join(', ')},
      ((t.nct_id = ?)::int * 1000
        + (t.search_text like ?)::int * 100
        + (split_part(t.search_text, ' | ', 2) like ?)::int * 20
        + (t.search_text like ?)::int * 10
        + word_similarity(?, t.search_text) * 5) as rank
    from trials t
    where t.nct_id in (select nct_id from candidates)
    order by rank desc, t.likes desc, t.nct_id asc
    limit ?`;
  const params = [...words.map((w) => `%${likeEscape(w)}%`), exact, exact, `${likeEscape(q)}%`, phrase, phrase, q, limit];
  const { rows }: { rows: (TrialSqlRow & { rank: number })[] } = await knex.raw(sql, params);
  return rows.map(({ rank: _rank, ...row }) => rowToTrial(row));
}
