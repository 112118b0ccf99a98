import { Migration } from '@mikro-orm/migrations';

/**
 * Every statement that ends a live session or changes what a signed-in request knows of its user —
 * a session revoked or deleted (logout, password change or reset, refresh-token reuse, a user
 * deleted), a user deleted, a user's email or name changed, from any process or by hand — announces
 * the users concerned on the channel `trialyst_sessions` once it commits (NOTIFY is transactional):
 * their ids separated by commas, or `*` for more than 200 users (a notification carries under
 * 8 000 bytes) and for TRUNCATE. Server processes LISTEN and forget those users' sessions they
 * keep in memory (modules/auth/auth.session-cache.ts). One notification per statement, none when
 * nothing a request relies on changed (a refresh's rotation, a locale switch).
 */
export class Migration20261130090000SessionChangeNotify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function "trialyst_notify_sessions"() returns trigger language plpgsql as $$
declare
  ids text;
  n integer;
begin
  if TG_OP = 'TRUNCATE' then
    perform pg_notify('trialyst_sessions', '*');
    return null;
  end if;
  -- Each query names only the columns of its table and the transition tables of its trigger.
  if TG_TABLE_NAME = 'sessions' and TG_OP = 'DELETE' then
    -- Live sessions deleted (on their own, or with their user).
    select count(*), string_agg(s.id, ',') into n, ids from (
      select distinct o.user_id::text as id from old_rows o where o.revoked_at is null limit 201) s;
  elsif TG_TABLE_NAME = 'sessions' then
    -- Live sessions that are no longer live, or no longer of the same user and family.
    select count(*), string_agg(s.id, ',') into n, ids from (
      select distinct o.user_id::text as id from old_rows o
       where o.revoked_at is null
         and not exists (select 1 from new_rows r where r.id = o.id and r.revoked_at is null and r.user_id = o.user_id and r.family_id = o.family_id)
       limit 201) s;
  elsif TG_OP = 'DELETE' then
    -- Users deleted.
    select count(*), string_agg(s.id, ',') into n, ids from (select o.id::text as id from old_rows o limit 201) s;
  else
    -- Users whose email or name changed.
    select count(*), string_agg(s.id, ',') into n, ids from (
      select o.id::text as id from old_rows o
       where not exists (select 1 from new_rows r where r.id = o.id and r.email = o.email and r.name is not distinct from o.name)
       limit 201) s;
  end if;
  if n = 0 then
    return null;
  end if;
  perform pg_notify('trialyst_sessions', case when n > 200 then '*' else ids end);
  return null;
end;
$$;`);
    for (const table of ['sessions', 'users']) {
      this.addSql(`create trigger "${table}_notify_update" after update on "${table}" referencing old table as old_rows new table as new_rows
        for each statement execute function "trialyst_notify_sessions"();`);
      this.addSql(`create trigger "${table}_notify_delete" after delete on "${table}" referencing old table as old_rows
        for each statement execute function "trialyst_notify_sessions"();`);
      this.addSql(`create trigger "${table}_notify_truncate" after truncate on "${table}" for each statement execute function "trialyst_notify_sessions"();`);
    }
  }

  override async down(): Promise<void> {
    for (const table of ['sessions', 'users'])
      for (const t of ['update', 'delete', 'truncate']) this.addSql(`drop trigger if exists "${table}_notify_${t}" on "${table}";`);
    this.addSql(`drop function if exists "trialyst_notify_sessions"();`);
  }
}
