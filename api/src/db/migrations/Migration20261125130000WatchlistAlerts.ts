import { Migration } from '@mikro-orm/migrations';

/** Watchlists (`watches`), private calendar feeds, alerts, webhooks and their deliveries (issue 16). */
export class Migration20261125130000WatchlistAlerts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "calendar_feeds" ("user_id" uuid not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null default now(), constraint "calendar_feeds_pkey" primary key ("user_id"));`,
    );
    this.addSql(`alter table "calendar_feeds" add constraint "calendar_feeds_token_hash_unique" unique ("token_hash");`);

    this.addSql(
      `create table "alerts" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "kind" varchar(24) not null, "nct_id" varchar(16) null, "ticker" varchar(16) null, "payload" jsonb not null default '{}', "created_at" timestamptz not null default now(), "read_at" timestamptz null, "pushed_at" timestamptz null, constraint "alerts_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "alerts_user_created" on "alerts" ("user_id", "created_at" desc, "id" desc);`);
    this.addSql(`create index "alerts_unread" on "alerts" ("user_id") where "read_at" is null;`);
    this.addSql(`create index "alerts_unpushed" on "alerts" ("created_at") where "pushed_at" is null;`);

    this.addSql(
      `create table "watches" ("user_id" uuid not null, "kind" varchar(8) not null, "target" varchar(16) not null, "created_at" timestamptz not null default now(), constraint "watches_pkey" primary key ("user_id", "kind", "target"));`,
    );
    this.addSql(`create index "watches_kind_target_index" on "watches" ("kind", "target");`);

    this.addSql(
      `create table "webhooks" ("user_id" uuid not null, "url" text not null, "secret" varchar(64) not null, "created_at" timestamptz not null default now(), "consecutive_failures" int not null default 0, "disabled_at" timestamptz null, constraint "webhooks_pkey" primary key ("user_id"));`,
    );

    this.addSql(
      `create table "webhook_deliveries" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "alert_id" uuid not null, "status" varchar(12) not null default 'PENDING', "attempts" int not null default 0, "next_attempt_at" timestamptz not null default now(), "last_status_code" int null, "last_error" text null, "created_at" timestamptz not null default now(), "finished_at" timestamptz null, constraint "webhook_deliveries_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "webhook_deliveries_alert_id_index" on "webhook_deliveries" ("alert_id");`);
    this.addSql(`create index "webhook_deliveries_user_created" on "webhook_deliveries" ("user_id", "created_at" desc);`);
    this.addSql(`create index "webhook_deliveries_due" on "webhook_deliveries" ("next_attempt_at") where "status" = 'PENDING';`);

    this.addSql(
      `alter table "calendar_feeds" add constraint "calendar_feeds_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "alerts" add constraint "alerts_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "watches" add constraint "watches_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "webhooks" add constraint "webhooks_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_alert_id_foreign" foreign key ("alert_id") references "alerts" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "webhook_deliveries" drop constraint "webhook_deliveries_alert_id_foreign";`);

    this.addSql(`drop table if exists "calendar_feeds" cascade;`);

    this.addSql(`drop table if exists "alerts" cascade;`);

    this.addSql(`drop table if exists "watches" cascade;`);

    this.addSql(`drop table if exists "webhooks" cascade;`);

    this.addSql(`drop table if exists "webhook_deliveries" cascade;`);
  }
}
