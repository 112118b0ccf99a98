import { Migration } from '@mikro-orm/migrations';

/** `idempotency_keys`: the stored answers of non-idempotent writes retried with the same key (kept 24 hours). */
export class Migration20261122120000Idempotency extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "idempotency_keys" ("key_hash" varchar(64) not null, "scope" varchar(40) not null, "user_id" uuid null, "request_hash" varchar(64) not null, "status" varchar(16) not null, "response" text null, "created_at" timestamptz not null default now(), constraint "idempotency_keys_pkey" primary key ("key_hash"));`,
    );
    this.addSql(`create index "idempotency_keys_user_id_index" on "idempotency_keys" ("user_id");`);
    this.addSql(`create index "idempotency_keys_created_at_index" on "idempotency_keys" ("created_at");`);
    this.addSql(
      `alter table "idempotency_keys" add constraint "idempotency_keys_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "idempotency_keys" cascade;`);
  }
}
