import { Migration } from '@mikro-orm/migrations';

/**
 * Company financials per ticker (issue 31): the provider's figures as read (`data`), and the runway
 * computed from them in columns of their own so the catalyst screen can join and filter in SQL.
 */
export class Migration20261129090000CompanyFinancials extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "company_financials" ("ticker" varchar(16) not null, "source" varchar(8) not null, "demo" boolean not null default false, "data" jsonb not null, "runway_end" date null, "not_burning" boolean not null default false, "months_of_runway" double precision null, "fetched_at" timestamptz not null, "expires_at" timestamptz not null, constraint "company_financials_pkey" primary key ("ticker"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "company_financials" cascade;`);
  }
}
