import { Migration } from '@mikro-orm/migrations';
import { continentTable, OTHER_CONTINENT } from '../../modules/analytics/analytics.continents.js';

/**
 * `trials.continents`: the distinct continents of a trial's countries, derived by `trialRow` on
 * every upsert, so the analytics summary counts continents with a plain unnest instead of a
 * per-country lookup and a per-trial DISTINCT. Existing rows are backfilled with the same mapping.
 */
export class Migration20261121120000TrialContinents extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "trials" add column "continents" text[] not null default '{}';`);
    const { countries, continents } = continentTable();
    const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
    const values = countries.map((c, i) => `(${quote(c)}, ${quote(continents[i])})`).join(', ');
    this.addSql(
      `update "trials" t set "continents" = (
         select array_agg(x.k order by x.k collate "C") from (
           select distinct coalesce(m.continent, ${quote(OTHER_CONTINENT)}) as k
           from unnest(t.countries) c left join (values ${values}) as m(country, continent) on m.country = lower(trim(c))) x)
       where cardinality(t.countries) > 0;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "trials" drop column "continents";`);
  }
}
