import { Migration } from '@mikro-orm/migrations';

/** The advanced table's default sort (analyzedAt desc, nulls last) and score sort, served by an index at 500 000 trials. */
export class Migration20261121110000TrialSortIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "trials_analyzed_sort" on "trials" ("analyzed_at" desc nulls last, "nct_id");`);
    this.addSql(`create index "trials_score_sort" on "trials" ("score" desc nulls last, "nct_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "trials_analyzed_sort";`);
    this.addSql(`drop index if exists "trials_score_sort";`);
  }
}
