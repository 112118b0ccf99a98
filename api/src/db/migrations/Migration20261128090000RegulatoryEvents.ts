import { Migration } from '@mikro-orm/migrations';

/** Regulatory events (FDA and EMA milestones) and their links to trials (issue 30). */
export class Migration20261128090000RegulatoryEvents extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "regulatory_events" ("id" uuid not null default gen_random_uuid(), "source" varchar(24) not null, "source_key" varchar(200) not null, "kind" varchar(24) not null, "agency" varchar(8) not null, "event_date" date not null, "date_confidence" varchar(16) not null, "drug" varchar(200) not null, "drug_names" text[] not null default '{}', "application_number" varchar(40) null, "company" varchar(300) null, "ticker" varchar(16) null, "indication" text null, "outcome" varchar(16) null, "crl_category" varchar(16) null, "detail" text null, "source_url" text not null, "as_of" date not null, "demo" boolean not null default false, "first_seen_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "regulatory_events_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "regulatory_events_event_date_index" on "regulatory_events" ("event_date");`);
    this.addSql(`create index "regulatory_events_ticker_index" on "regulatory_events" ("ticker");`);
    this.addSql(`alter table "regulatory_events" add constraint "regulatory_events_source_source_key_unique" unique ("source", "source_key");`);
    this.addSql(
      `create table "regulatory_links" ("event_id" uuid not null, "trial_nct_id" varchar(16) not null, "method" varchar(24) not null, "confidence" varchar(8) not null, "linked_at" timestamptz not null default now(), constraint "regulatory_links_pkey" primary key ("event_id", "trial_nct_id"));`,
    );
    this.addSql(`create index "regulatory_links_trial_nct_id_index" on "regulatory_links" ("trial_nct_id");`);
    this.addSql(
      `alter table "regulatory_links" add constraint "regulatory_links_event_id_foreign" foreign key ("event_id") references "regulatory_events" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "regulatory_links" add constraint "regulatory_links_trial_nct_id_foreign" foreign key ("trial_nct_id") references "trials" ("nct_id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "regulatory_links" cascade;`);
    this.addSql(`drop table if exists "regulatory_events" cascade;`);
  }
}
