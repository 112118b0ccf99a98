import { Migration } from '@mikro-orm/migrations';

/** Evaluations of the readout probability on labelled sets (`npm run evaluate`, issue 29): /methodology shows the latest of each set. */
export class Migration20261127120000Evaluations extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "evaluations" ("id" uuid not null default gen_random_uuid(), "set_name" varchar(200) not null, "set_kind" varchar(16) not null, "evaluated_at" timestamptz not null default now(), "engine_version" varchar(40) not null, "read_count" int not null, "n" int not null, "positives" int not null, "negatives" int not null, "base_rate" double precision null, "base_rate_brier" double precision null, "exclusions" jsonb not null, "probability" jsonb not null, "prior" jsonb not null, constraint "evaluations_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "evaluations_set_name_evaluated_at_index" on "evaluations" ("set_name", "evaluated_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "evaluations" cascade;`);
  }
}
