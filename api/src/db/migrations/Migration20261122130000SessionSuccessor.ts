import { Migration } from '@mikro-orm/migrations';

/**
 * `sessions.successor_enc`: the refresh token that replaced this one, encrypted with a key derived
 * from this (hashed-only) token, kept for the refresh grace window so that a second tab refreshing
 * with the same token at the same moment gets the same successor instead of revoking the family.
 * The partial index lets the sweep that clears expired ones touch only the few rows that have one.
 */
export class Migration20261122130000SessionSuccessor extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "sessions" add column "successor_enc" text null;`);
    this.addSql(`create index "sessions_successor_sweep" on "sessions" ("rotated_at") where "successor_enc" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "sessions_successor_sweep";`);
    this.addSql(`alter table "sessions" drop column "successor_enc";`);
  }
}
