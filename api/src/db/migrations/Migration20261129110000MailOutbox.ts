import { Migration } from '@mikro-orm/migrations';

/** The mail outbox (issue 33): every mail is a row first, sent in the background and retried with backoff. */
export class Migration20261129110000MailOutbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "mail_outbox" ("id" uuid not null default gen_random_uuid(), "user_id" uuid null, "kind" varchar(16) not null, "to_address" varchar(320) not null, "locale" varchar(2) not null, "subject" text not null, "text_body" text null, "html_body" text null, "headers" jsonb not null default '{}', "sensitive" boolean not null default false, "status" varchar(8) not null default 'PENDING', "attempts" int not null default 0, "next_attempt_at" timestamptz not null default now(), "expires_at" timestamptz null, "last_error" text null, "message_id" text null, "created_at" timestamptz not null default now(), "sent_at" timestamptz null, constraint "mail_outbox_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "mail_outbox_user_created" on "mail_outbox" ("user_id", "created_at" desc);`);
    this.addSql(`create index "mail_outbox_due" on "mail_outbox" ("next_attempt_at") where "status" = 'PENDING';`);
    this.addSql(
      `alter table "mail_outbox" add constraint "mail_outbox_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "mail_outbox" cascade;`);
  }
}
