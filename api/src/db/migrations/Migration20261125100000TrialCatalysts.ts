import { Migration } from '@mikro-orm/migrations';

/**
 * Readout windows (issue 15): `primary_completion_date_type` (ACTUAL or ESTIMATED, from
 * ClinicalTrials.gov's primaryCompletionDateStruct) and the stored part of each trial's next
 * catalyst (`catalyst_kind`, `catalyst_window_start`, `catalyst_window_end`, `catalyst_precision`,
 * `catalyst_basis`), indexed for the calendar.
 *
 * Existing rows are backfilled here with the rules of the day (domain/catalyst.ts, planCatalyst),
 * written out in SQL: a migration is history and must not change when the application's rules do.
 * The primary completion type of an existing row is only known when its completion is ACTUAL (the
 * primary completion precedes it); otherwise it stays NULL until the next import or seed writes it.
 */
const PRECISION_OF_RAW = (raw: string) => `(case when ${raw} ~ '^\\d{4}$' then 'YEAR' when ${raw} ~ '^\\d{4}-\\d{2}$' then 'MONTH' else 'DAY' end)`;
const WINDOW_START = (d: string, p: string) =>
  `(case ${p} when 'DAY' then ${d} when 'MONTH' then date_trunc('month', ${d})::date when 'QUARTER' then date_trunc('quarter', ${d})::date else date_trunc('year', ${d})::date end)`;
const WINDOW_END = (d: string, p: string) =>
  `(case ${p} when 'DAY' then ${d} when 'MONTH' then (date_trunc('month', ${d}) + interval '1 month' - interval '1 day')::date when 'QUARTER' then (date_trunc('quarter', ${d}) + interval '3 months' - interval '1 day')::date else (date_trunc('year', ${d}) + interval '1 year' - interval '1 day')::date end)`;

/**
 * The backfill of the catalyst columns from each row's stored dates: 1. the inputs of each row;
 * 2. the anchor date, precision, kind and basis of its catalyst; 3. the window. Exported for the
 * test that checks it against planCatalyst on the same rows.
 */
export const BACKFILL_CATALYSTS_SQL = `with src as (
        select nct_id, status,
          coalesce(results_first_post_date, case when has_results then last_update_post_date end) as posted,
          primary_completion_date is not null as has_primary,
          coalesce(primary_completion_date, completion_date) as d,
          case when primary_completion_date is not null then primary_completion_date_raw else completion_date_raw end as raw,
          coalesce(case when primary_completion_date is not null then primary_completion_date_type else completion_date_type end,
            case when status = 'COMPLETED' then 'ACTUAL' end) as dtype,
          (upper(coalesce(lead_sponsor_class, '')) = 'INDUSTRY' and coalesce(study_type, '') not in ('OBSERVATIONAL', 'EXPANDED_ACCESS')
            and phases && array['PHASE2', 'PHASE3']::text[]) as topline,
          completion_date, completion_date_raw
        from "trials" where status <> 'WITHDRAWN'
      ), pre as (
        select *, ${PRECISION_OF_RAW('raw')} as p from src
      ), planned as (
        select nct_id,
          case when posted is not null then 'RESULTS_POSTING' when status = 'TERMINATED' then 'STUDY_COMPLETION'
            when dtype = 'ACTUAL' and topline then 'TOPLINE_READOUT' when dtype = 'ACTUAL' then 'RESULTS_POSTING'
            when has_primary then 'PRIMARY_COMPLETION' else 'STUDY_COMPLETION' end as kind,
          case when posted is not null then 'HAPPENED' when status = 'TERMINATED' then 'HAPPENED'
            when dtype = 'ACTUAL' and topline then 'EXPECTED' when dtype = 'ACTUAL' then 'DUE' else 'ESTIMATED' end as basis,
          case when posted is not null then 'DAY'
            when status = 'TERMINATED' then case when completion_date is not null then ${PRECISION_OF_RAW('completion_date_raw')} else p end
            when dtype = 'ACTUAL' and topline then 'QUARTER' when dtype = 'ACTUAL' then 'MONTH' else p end as precision,
          case when posted is not null then posted when status = 'TERMINATED' then coalesce(completion_date, d)
            when dtype = 'ACTUAL' and topline then ${WINDOW_END('d', 'p')} + 45
            when dtype = 'ACTUAL' then (${WINDOW_END('d', 'p')} + interval '12 months')::date else d end as anchor
        from pre where posted is not null or d is not null
      )
      update "trials" t set "catalyst_kind" = x.kind, "catalyst_basis" = x.basis, "catalyst_precision" = x.precision,
        "catalyst_window_start" = ${WINDOW_START('x.anchor', 'x.precision')}, "catalyst_window_end" = ${WINDOW_END('x.anchor', 'x.precision')}
      from planned x where t.nct_id = x.nct_id;`;

export class Migration20261125100000TrialCatalysts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "trials" add column "primary_completion_date_type" varchar(16) null, add column "catalyst_kind" varchar(24) null,
      add column "catalyst_window_start" date null, add column "catalyst_window_end" date null, add column "catalyst_precision" varchar(8) null,
      add column "catalyst_basis" varchar(12) null;`);
    this.addSql(
      `update "trials" set "primary_completion_date_type" = 'ACTUAL' where "primary_completion_date" is not null and "completion_date_type" = 'ACTUAL';`,
    );

    this.addSql(BACKFILL_CATALYSTS_SQL);

    this.addSql(`create index "trials_catalyst_window_start_index" on "trials" ("catalyst_window_start");`);
    this.addSql(`create index "trials_investment_verdict_catalyst_window_start_index" on "trials" ("investment_verdict", "catalyst_window_start");`);
    this.addSql(`create index "trials_catalyst_window_end_catalyst_basis_index" on "trials" ("catalyst_window_end", "catalyst_basis");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "trials_catalyst_window_end_catalyst_basis_index";`);
    this.addSql(`drop index if exists "trials_investment_verdict_catalyst_window_start_index";`);
    this.addSql(`drop index if exists "trials_catalyst_window_start_index";`);
    this.addSql(`alter table "trials" drop column "catalyst_basis", drop column "catalyst_precision", drop column "catalyst_window_end",
      drop column "catalyst_window_start", drop column "catalyst_kind", drop column "primary_completion_date_type";`);
  }
}
