import { Migration } from '@mikro-orm/migrations';

/** Alerts by email (issue 33): each user's setting, and when each alert was mailed. */
export class Migration20261129110200AlertEmails extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "alerts" add column "emailed_at" timestamptz null;`);
    this.addSql(
      `create table "alert_email_settings" ("user_id" uuid not null, "mode" varchar(12) not null default 'OFF', "since" timestamptz not null default now(), "last_digest_at" timestamptz null, "updated_at" timestamptz not null default now(), constraint "alert_email_settings_pkey" primary key ("user_id"));`,
    );
    this.addSql(`create index "alert_email_settings_on" on "alert_email_settings" ("mode") where "mode" <> 'OFF';`);
    this.addSql(
      `alter table "alert_email_settings" add constraint "alert_email_settings_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "alert_email_settings" cascade;`);
    this.addSql(`alter table "alerts" drop column if exists "emailed_at";`);
  }
}
