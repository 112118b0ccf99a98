import { Migration } from '@mikro-orm/migrations';

/**
 * Every statement that writes `trials` — an import, the seed, an analysis run, a like, from any
 * process — announces the trials it wrote on the channel `trialyst_trials` once it commits
 * (NOTIFY is transactional): the NCT ids separated by commas, or `*` for more than 600 rows (a
 * notification carries under 8 000 bytes) and for TRUNCATE. Server processes LISTEN and drop the
 * cached answers that read those trials (server/response-cache.ts). One notification per statement,
 * not per row: a batch of 1 000 upserted trials costs one.
 */
export class Migration20261125140000TrialChangeNotify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function "trialyst_notify_trials"() returns trigger language plpgsql as $$
declare
  ids text;
  n integer;
begin
  if TG_OP = 'TRUNCATE' then
    perform pg_notify('trialyst_trials', '*');
    return null;
  end if;
  select count(*), string_agg(s.nct_id, ',') into n, ids from (select r.nct_id from changed_rows r limit 601) s;
  if n = 0 then
    return null;
  end if;
  perform pg_notify('trialyst_trials', case when n > 600 then '*' else ids end);
  return null;
end;
$$;`);
    this.addSql(`create trigger "trials_notify_insert" after insert on "trials" referencing new table as changed_rows
      for each statement execute function "trialyst_notify_trials"();`);
    this.addSql(`create trigger "trials_notify_update" after update on "trials" referencing new table as changed_rows
      for each statement execute function "trialyst_notify_trials"();`);
    this.addSql(`create trigger "trials_notify_delete" after delete on "trials" referencing old table as changed_rows
      for each statement execute function "trialyst_notify_trials"();`);
    this.addSql(`create trigger "trials_notify_truncate" after truncate on "trials" for each statement execute function "trialyst_notify_trials"();`);
  }

  override async down(): Promise<void> {
    for (const t of ['insert', 'update', 'delete', 'truncate']) this.addSql(`drop trigger if exists "trials_notify_${t}" on "trials";`);
    this.addSql(`drop function if exists "trialyst_notify_trials"();`);
  }
}
