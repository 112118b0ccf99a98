import { Migration } from '@mikro-orm/migrations';

/**
 * Header search at 500 000 trials (issue 13, trials.search.ts):
 * - `search_text` kept in the row (storage main: compressed if need be, moved out of line only as a
 *   last resort), so that reading it for a LIKE test costs no TOAST lookups. Applies to rows written
 *   from now on; rows already stored out of line move back when rewritten (update, VACUUM FULL);
 * - the search window in (likes desc, nct_id) order: (-likes, nct_id), so that one row comparison
 *   continues it from any point;
 * - the phrase-in-title tier: a trigram index on the title part of `search_text`;
 * - the few rows of the NCT-id-prefix tier whose word similarity can exceed the others' (a word
 *   starting with "nc" after the id, and "nct" or a word ending in "nc"): a partial index.
 */
export class Migration20261124090000SearchIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "trials" alter column "search_text" set storage main;`);
    this.addSql(`create index "trials_likes_sort" on "trials" ((-"likes"), "nct_id");`);
    this.addSql(`create index "trials_title_trgm" on "trials" using gin (split_part("search_text", ' | ', 2) gin_trgm_ops);`);
    this.addSql(
      `create index "trials_search_nct_mentions" on "trials" ("nct_id") where substr("search_text", 12) ~ '(^|[^0-9a-z])nc' and (strpos(substr("search_text", 12), 'nct') > 0 or substr("search_text", 12) ~ 'nc([^0-9a-z]|$)');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "trials_search_nct_mentions";`);
    this.addSql(`drop index if exists "trials_title_trgm";`);
    this.addSql(`drop index if exists "trials_likes_sort";`);
    this.addSql(`alter table "trials" alter column "search_text" set storage extended;`);
  }
}
