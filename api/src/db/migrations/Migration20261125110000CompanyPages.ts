import { Migration } from '@mikro-orm/migrations';

/**
 * Company pages (issue 15): a trial also belongs to the page of every listed collaborator. The
 * tickers are written with the sponsor resolution (import, seed, `npm run resolve-sponsors`, which
 * fills rows stored before this migration); a GIN index answers `collaborator_tickers @> array[?]`.
 */
export class Migration20261125110000CompanyPages extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "trials" add column "collaborator_tickers" text[] not null default '{}';`);
    this.addSql(`create index "trials_collaborator_tickers_gin" on "trials" using gin ("collaborator_tickers");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "trials_collaborator_tickers_gin";`);
    this.addSql(`alter table "trials" drop column "collaborator_tickers";`);
  }
}
