import { Migration } from '@mikro-orm/migrations';

/** Past catalysts of listed companies and their stock's moves (issue 31, modules/moves). */
export class Migration20261129100000CatalystMoves extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "catalyst_moves" ("event_key" varchar(80) not null, "ticker" varchar(16) not null, "kind" varchar(24) not null, "event_date" date not null, "outcome" varchar(16) not null, "nct_id" varchar(16) null, "regulatory_event_id" uuid null, "cap_bucket" varchar(8) not null, "area" varchar(24) null, "benchmark" varchar(16) not null, "close_before" double precision null, "close1" double precision null, "close5" double precision null, "bench_before" double precision null, "bench1" double precision null, "bench5" double precision null, "move1d" double precision null, "move5d" double precision null, "abnormal1d" double precision null, "abnormal5d" double precision null, "currency" varchar(8) null, "price_source" varchar(16) not null, "demo" boolean not null default false, "as_of" date not null, "computed_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "catalyst_moves_pkey" primary key ("event_key"));`,
    );
    this.addSql(`create index "catalyst_moves_ticker_index" on "catalyst_moves" ("ticker");`);
    this.addSql(`create index "catalyst_moves_nct_id_index" on "catalyst_moves" ("nct_id");`);
    this.addSql(`create index "catalyst_moves_regulatory_event_id_index" on "catalyst_moves" ("regulatory_event_id");`);
    this.addSql(
      `alter table "catalyst_moves" add constraint "catalyst_moves_nct_id_foreign" foreign key ("nct_id") references "trials" ("nct_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "catalyst_moves" add constraint "catalyst_moves_regulatory_event_id_foreign" foreign key ("regulatory_event_id") references "regulatory_events" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "catalyst_moves" cascade;`);
  }
}
