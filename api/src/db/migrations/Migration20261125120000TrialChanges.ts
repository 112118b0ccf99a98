import { Migration } from '@mikro-orm/migrations';

/** `trial_changes`: one row per changed watched field of a trial, seen by an import (or generated for demo trials). */
export class Migration20261125120000TrialChanges extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "trial_changes" ("id" uuid not null default gen_random_uuid(), "trial_nct_id" varchar(16) not null, "field" varchar(40) not null, "old_value" text null, "new_value" text null, "changed_at" date null, "slip_days" int null, "import_run_id" uuid null, "recorded_at" timestamptz not null default now(), constraint "trial_changes_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "trial_changes_import_run_id_index" on "trial_changes" ("import_run_id");`);
    this.addSql(`create index "trial_changes_trial_nct_id_changed_at_index" on "trial_changes" ("trial_nct_id", "changed_at");`);
    this.addSql(`create index "trial_changes_field_changed_at_index" on "trial_changes" ("field", "changed_at");`);
    this.addSql(
      `alter table "trial_changes" add constraint "trial_changes_trial_nct_id_foreign" foreign key ("trial_nct_id") references "trials" ("nct_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "trial_changes" add constraint "trial_changes_import_run_id_foreign" foreign key ("import_run_id") references "import_runs" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "trial_changes" cascade;`);
  }
}
