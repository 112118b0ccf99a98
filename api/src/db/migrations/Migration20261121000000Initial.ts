import { Migration } from '@mikro-orm/migrations';

/** The whole data model (see the *.entity.ts files); pg_trgm backs the trigram search indexes. */
export class Migration20261121000000Initial extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists pg_trgm;');
    this.addSql(
      `create table "analytics_snapshots" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "filters" jsonb not null default '{}', "trial_count" int not null, "summary" jsonb not null, constraint "analytics_snapshots_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "analytics_snapshots_created_at_index" on "analytics_snapshots" ("created_at");`);
    this.addSql(
      `create table "companies" ("id" serial primary key, "name" text not null, "normalized_name" text not null, "aliases" text[] not null default '{}', "ticker" varchar(16) not null, "exchange" varchar(32) not null, "currency" varchar(3) not null, "country" varchar(64) null, "kind" varchar(16) not null default 'pharma', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "companies" add constraint "companies_normalized_name_unique" unique ("normalized_name");`);
    this.addSql(`create index "companies_ticker_index" on "companies" ("ticker");`);
    this.addSql(
      `create table "import_runs" ("id" uuid not null default gen_random_uuid(), "kind" varchar(8) not null, "query_key" text not null, "query" jsonb not null default '{}', "status" varchar(16) not null, "next_page_token" text null, "pages_fetched" int not null default 0, "inserted" int not null default 0, "updated" int not null default 0, "unchanged" int not null default 0, "skipped" int not null default 0, "error" text null, "started_at" timestamptz not null default now(), "finished_at" timestamptz null, constraint "import_runs_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "import_runs_query_key_index" on "import_runs" ("query_key");`);
    this.addSql(
      `create table "stock_snapshots" ("ticker" varchar(16) not null, "kind" varchar(16) not null, "source" varchar(16) not null, "data" jsonb not null, "fetched_at" timestamptz not null, "expires_at" timestamptz not null, constraint "stock_snapshots_pkey" primary key ("ticker", "kind"));`,
    );
    this.addSql(
      `create table "trials" ("nct_id" varchar(16) not null, "source" varchar(16) not null, "brief_title" text not null, "official_title" text null, "acronym" varchar(64) null, "description" text null, "detailed_description" text null, "status" varchar(40) not null, "why_stopped" text null, "phases" text[] not null default '{}', "study_type" varchar(40) null, "start_date" date null, "start_date_raw" varchar(10) null, "primary_completion_date" date null, "primary_completion_date_raw" varchar(10) null, "completion_date" date null, "completion_date_raw" varchar(10) null, "completion_date_type" varchar(16) null, "first_post_date" date null, "results_first_post_date" date null, "last_update_post_date" date null, "enrollment" int null, "enrollment_type" varchar(16) null, "conditions" text[] not null default '{}', "keywords" text[] not null default '{}', "interventions" jsonb not null default '[]', "arm_groups" jsonb not null default '[]', "eligibility" jsonb null, "outcomes" jsonb null, "results" jsonb null, "has_results" boolean not null default false, "locations" jsonb not null default '[]', "countries" text[] not null default '{}', "site_count" int not null default 0, "lead_sponsor_name" text not null, "lead_sponsor_class" varchar(32) null, "collaborators" jsonb not null default '[]', "company_id" int null, "ticker" varchar(16) null, "investment_verdict" varchar(16) not null default 'NON', "sponsor_match" jsonb null, "likes" int not null default 0, "dislikes" int not null default 0, "score" double precision null, "recommendation" varchar(24) null, "analyzed_at" timestamptz null, "search_text" text not null, "content_hash" varchar(64) not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "trials_pkey" primary key ("nct_id"));`,
    );
    this.addSql(`create index "trials_source_index" on "trials" ("source");`);
    this.addSql(`create index "trials_status_index" on "trials" ("status");`);
    this.addSql(`create index "trials_study_type_index" on "trials" ("study_type");`);
    this.addSql(`create index "trials_start_date_index" on "trials" ("start_date");`);
    this.addSql(`create index "trials_completion_date_index" on "trials" ("completion_date");`);
    this.addSql(`create index "trials_enrollment_index" on "trials" ("enrollment");`);
    this.addSql(`create index "trials_lead_sponsor_name_index" on "trials" ("lead_sponsor_name");`);
    this.addSql(`create index "trials_lead_sponsor_class_index" on "trials" ("lead_sponsor_class");`);
    this.addSql(`create index "trials_company_id_index" on "trials" ("company_id");`);
    this.addSql(`create index "trials_ticker_index" on "trials" ("ticker");`);
    this.addSql(`create index "trials_investment_verdict_index" on "trials" ("investment_verdict");`);
    this.addSql(`create index "trials_likes_index" on "trials" ("likes");`);
    this.addSql(`create index "trials_score_index" on "trials" ("score");`);
    this.addSql(`create index "trials_recommendation_index" on "trials" ("recommendation");`);
    this.addSql(`create index "trials_analyzed_at_index" on "trials" ("analyzed_at");`);
    this.addSql(`create index "trials_phases_gin" on "trials" using gin ("phases");`);
    this.addSql(`create index "trials_countries_gin" on "trials" using gin ("countries");`);
    this.addSql(`create index "trials_search_trgm" on "trials" using gin ("search_text" gin_trgm_ops);`);
    this.addSql(`create index "trials_sponsor_trgm" on "trials" using gin (lower("lead_sponsor_name") gin_trgm_ops);`);
    this.addSql(`create index "trials_investment_verdict_completion_date_index" on "trials" ("investment_verdict", "completion_date");`);
    this.addSql(`create index "trials_investment_verdict_analyzed_at_index" on "trials" ("investment_verdict", "analyzed_at");`);
    this.addSql(`create index "trials_likes_updated_at_index" on "trials" ("likes", "updated_at");`);
    this.addSql(
      `create table "analyses" ("id" uuid not null default gen_random_uuid(), "trial_nct_id" varchar(16) not null, "analyzed_at" timestamptz not null default now(), "provider" varchar(16) not null, "recommendation" varchar(24) not null, "score" double precision not null, "investment_verdict" varchar(16) not null, "sponsor_listed" boolean not null, "ticker" varchar(16) null, "has_error" boolean not null default false, "error_type" varchar(32) null, "error_message" text null, "timeline" jsonb not null, "details" jsonb not null, "breakdown" jsonb null, "input_hash" varchar(64) not null, constraint "analyses_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "analyses_trial_nct_id_analyzed_at_index" on "analyses" ("trial_nct_id", "analyzed_at");`);
    this.addSql(
      `create table "users" ("id" uuid not null default gen_random_uuid(), "email" varchar(320) not null, "name" varchar(100) null, "password_hash" text not null, "password_changed_at" timestamptz not null default now(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "users_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(
      `create table "trial_reactions" ("user_id" uuid not null, "trial_nct_id" varchar(16) not null, "kind" varchar(8) not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "trial_reactions_pkey" primary key ("user_id", "trial_nct_id"));`,
    );
    this.addSql(`create index "trial_reactions_trial_nct_id_kind_index" on "trial_reactions" ("trial_nct_id", "kind");`);
    this.addSql(
      `create table "sessions" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "family_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "rotated_at" timestamptz null, "revoked_at" timestamptz null, "user_agent" text null, "ip" varchar(64) null, "created_at" timestamptz not null default now(), constraint "sessions_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(`create index "sessions_family_id_index" on "sessions" ("family_id");`);
    this.addSql(`alter table "sessions" add constraint "sessions_token_hash_unique" unique ("token_hash");`);
    this.addSql(
      `create table "comments" ("id" uuid not null default gen_random_uuid(), "trial_nct_id" varchar(16) not null, "user_id" uuid not null, "content" text not null, "is_edited" boolean not null default false, "likes" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "comments_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "comments_user_id_index" on "comments" ("user_id");`);
    this.addSql(`create index "comments_trial_nct_id_created_at_index" on "comments" ("trial_nct_id", "created_at");`);
    this.addSql(`create index "comments_likes_created_at_index" on "comments" ("likes", "created_at");`);
    this.addSql(`create index "comments_created_at_index" on "comments" ("created_at");`);
    this.addSql(
      `create table "comment_likes" ("comment_id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null default now(), constraint "comment_likes_pkey" primary key ("comment_id", "user_id"));`,
    );
    this.addSql(
      `alter table "trials" add constraint "trials_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "analyses" add constraint "analyses_trial_nct_id_foreign" foreign key ("trial_nct_id") references "trials" ("nct_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "trial_reactions" add constraint "trial_reactions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "trial_reactions" add constraint "trial_reactions_trial_nct_id_foreign" foreign key ("trial_nct_id") references "trials" ("nct_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "comments" add constraint "comments_trial_nct_id_foreign" foreign key ("trial_nct_id") references "trials" ("nct_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "comments" add constraint "comments_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "comment_likes" add constraint "comment_likes_comment_id_foreign" foreign key ("comment_id") references "comments" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "comment_likes" add constraint "comment_likes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }
}
