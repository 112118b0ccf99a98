import { Migration } from '@mikro-orm/migrations';

/**
 * The catalyst screen's readout-probability sort (issue 30), served by an index at 500 000 trials:
 * the probability lived only in the latest analysis's `breakdown` (jsonb), so the sort read every
 * catalyst of the window. It is now denormalised onto the trial like the score (written by the
 * analysis batch's store), backfilled here from each trial's latest analysis (the one
 * `trials.analyzed_at` points at), and indexed both ways, nulls last then nct_id.
 */
export class Migration20261128120000TrialReadoutProbability extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "trials" add column "readout_probability" double precision null;`);
    this.addSql(`update "trials" t set "readout_probability" = l.p
      from (select distinct on (a.trial_nct_id) a.trial_nct_id, a.analyzed_at, (a.breakdown->>'probability')::float8 as p
              from "analyses" a order by a.trial_nct_id, a.analyzed_at desc, a.id) l
     where l.trial_nct_id = t.nct_id and l.analyzed_at = t.analyzed_at and l.p is not null;`);
    this.addSql(`create index "trials_readout_probability_asc" on "trials" ("readout_probability", "nct_id");`);
    this.addSql(`create index "trials_readout_probability_desc" on "trials" ("readout_probability" desc nulls last, "nct_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "trials_readout_probability_asc";`);
    this.addSql(`drop index if exists "trials_readout_probability_desc";`);
    this.addSql(`alter table "trials" drop column if exists "readout_probability";`);
  }
}
