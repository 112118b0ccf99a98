import { Migration } from '@mikro-orm/migrations';

/**
 * The advanced table's "next catalyst" sort (issue 30), both ways, nulls last then nct_id, served by
 * an index at 500 000 trials: the window starts bunch on the first day of a month, a quarter or a
 * year (thousands of trials each), so the plain catalyst_window_start index would leave a sort of a
 * whole bunch to do per page. The market-cap sort needs none: it walks trials_ticker_index.
 */
export class Migration20261128110000TableCatalystCapSort extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "trials_catalyst_sort_asc" on "trials" ("catalyst_window_start", "nct_id");`);
    this.addSql(`create index "trials_catalyst_sort_desc" on "trials" ("catalyst_window_start" desc nulls last, "nct_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "trials_catalyst_sort_asc";`);
    this.addSql(`drop index if exists "trials_catalyst_sort_desc";`);
  }
}
