import { Migration } from '@mikro-orm/migrations';

/** Password reset links (issue 33, only their tokens' hashes) and the language of each user's emails. */
export class Migration20261129110100PasswordResets extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "locale" varchar(2) not null default 'fr';`);
    this.addSql(
      `create table "password_resets" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "ip" varchar(64) null, "created_at" timestamptz not null default now(), constraint "password_resets_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "password_resets_user_id_index" on "password_resets" ("user_id");`);
    this.addSql(`alter table "password_resets" add constraint "password_resets_token_hash_unique" unique ("token_hash");`);
    this.addSql(
      `alter table "password_resets" add constraint "password_resets_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "password_resets" cascade;`);
    this.addSql(`alter table "users" drop column if exists "locale";`);
  }
}
