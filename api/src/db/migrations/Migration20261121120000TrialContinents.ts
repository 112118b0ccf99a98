import { Migration } from '@mikro-orm/migrations';

/**
 * `trials.continents`: the distinct continents of a trial's countries, derived on every upsert, so
 * the analytics summary counts continents with a plain unnest instead of a per-country lookup and a
 * per-trial DISTINCT. Existing rows are backfilled with the country → continent map of the day,
 * written out here: a migration is history and must not change when the application's map does.
 */
const COUNTRY_CONTINENTS = `
  ('algeria', 'Africa'), ('angola', 'Africa'), ('benin', 'Africa'), ('botswana', 'Africa'), ('burkina faso', 'Africa'), ('burundi', 'Africa'),
  ('cameroon', 'Africa'), ('cape verde', 'Africa'), ('cabo verde', 'Africa'), ('central african republic', 'Africa'), ('chad', 'Africa'),
  ('comoros', 'Africa'), ('congo', 'Africa'), ('congo, the democratic republic of the', 'Africa'), ('democratic republic of the congo', 'Africa'),
  ('cote d''ivoire', 'Africa'), ('côte d''ivoire', 'Africa'), ('ivory coast', 'Africa'), ('djibouti', 'Africa'), ('egypt', 'Africa'),
  ('equatorial guinea', 'Africa'), ('eritrea', 'Africa'), ('eswatini', 'Africa'), ('swaziland', 'Africa'), ('ethiopia', 'Africa'), ('gabon', 'Africa'),
  ('gambia', 'Africa'), ('ghana', 'Africa'), ('guinea', 'Africa'), ('guinea-bissau', 'Africa'), ('kenya', 'Africa'), ('lesotho', 'Africa'),
  ('liberia', 'Africa'), ('libya', 'Africa'), ('libyan arab jamahiriya', 'Africa'), ('madagascar', 'Africa'), ('malawi', 'Africa'), ('mali', 'Africa'),
  ('mauritania', 'Africa'), ('mauritius', 'Africa'), ('morocco', 'Africa'), ('mozambique', 'Africa'), ('namibia', 'Africa'), ('niger', 'Africa'),
  ('nigeria', 'Africa'), ('reunion', 'Africa'), ('réunion', 'Africa'), ('rwanda', 'Africa'), ('senegal', 'Africa'), ('seychelles', 'Africa'),
  ('sierra leone', 'Africa'), ('somalia', 'Africa'), ('south africa', 'Africa'), ('south sudan', 'Africa'), ('sudan', 'Africa'), ('tanzania', 'Africa'),
  ('tanzania, united republic of', 'Africa'), ('togo', 'Africa'), ('tunisia', 'Africa'), ('uganda', 'Africa'), ('zambia', 'Africa'),
  ('zimbabwe', 'Africa'), ('mayotte', 'Africa'), ('afghanistan', 'Asia'), ('armenia', 'Asia'), ('azerbaijan', 'Asia'), ('bahrain', 'Asia'),
  ('bangladesh', 'Asia'), ('bhutan', 'Asia'), ('brunei', 'Asia'), ('brunei darussalam', 'Asia'), ('cambodia', 'Asia'), ('china', 'Asia'),
  ('georgia', 'Asia'), ('hong kong', 'Asia'), ('india', 'Asia'), ('indonesia', 'Asia'), ('iran', 'Asia'), ('iran, islamic republic of', 'Asia'),
  ('iraq', 'Asia'), ('israel', 'Asia'), ('japan', 'Asia'), ('jordan', 'Asia'), ('kazakhstan', 'Asia'), ('korea, republic of', 'Asia'),
  ('south korea', 'Asia'), ('korea', 'Asia'), ('korea, democratic people''s republic of', 'Asia'), ('kuwait', 'Asia'), ('kyrgyzstan', 'Asia'),
  ('lao people''s democratic republic', 'Asia'), ('laos', 'Asia'), ('lebanon', 'Asia'), ('macau', 'Asia'), ('macao', 'Asia'), ('malaysia', 'Asia'),
  ('maldives', 'Asia'), ('mongolia', 'Asia'), ('myanmar', 'Asia'), ('nepal', 'Asia'), ('oman', 'Asia'), ('pakistan', 'Asia'),
  ('palestinian territory, occupied', 'Asia'), ('palestine', 'Asia'), ('state of palestine', 'Asia'), ('philippines', 'Asia'), ('qatar', 'Asia'),
  ('saudi arabia', 'Asia'), ('singapore', 'Asia'), ('sri lanka', 'Asia'), ('syria', 'Asia'), ('syrian arab republic', 'Asia'), ('taiwan', 'Asia'),
  ('tajikistan', 'Asia'), ('thailand', 'Asia'), ('timor-leste', 'Asia'), ('turkey', 'Asia'), ('türkiye', 'Asia'), ('turkmenistan', 'Asia'),
  ('united arab emirates', 'Asia'), ('uzbekistan', 'Asia'), ('vietnam', 'Asia'), ('viet nam', 'Asia'), ('yemen', 'Asia'), ('albania', 'Europe'),
  ('andorra', 'Europe'), ('austria', 'Europe'), ('belarus', 'Europe'), ('belgium', 'Europe'), ('bosnia and herzegovina', 'Europe'),
  ('bulgaria', 'Europe'), ('croatia', 'Europe'), ('cyprus', 'Europe'), ('czechia', 'Europe'), ('czech republic', 'Europe'), ('denmark', 'Europe'),
  ('estonia', 'Europe'), ('faroe islands', 'Europe'), ('finland', 'Europe'), ('france', 'Europe'), ('germany', 'Europe'), ('gibraltar', 'Europe'),
  ('greece', 'Europe'), ('hungary', 'Europe'), ('iceland', 'Europe'), ('ireland', 'Europe'), ('italy', 'Europe'), ('kosovo', 'Europe'),
  ('latvia', 'Europe'), ('liechtenstein', 'Europe'), ('lithuania', 'Europe'), ('luxembourg', 'Europe'), ('malta', 'Europe'), ('moldova', 'Europe'),
  ('moldova, republic of', 'Europe'), ('monaco', 'Europe'), ('montenegro', 'Europe'), ('netherlands', 'Europe'), ('north macedonia', 'Europe'),
  ('macedonia', 'Europe'), ('macedonia, the former yugoslav republic of', 'Europe'), ('norway', 'Europe'), ('poland', 'Europe'), ('portugal', 'Europe'),
  ('romania', 'Europe'), ('russia', 'Europe'), ('russian federation', 'Europe'), ('san marino', 'Europe'), ('serbia', 'Europe'), ('slovakia', 'Europe'),
  ('slovenia', 'Europe'), ('spain', 'Europe'), ('sweden', 'Europe'), ('switzerland', 'Europe'), ('ukraine', 'Europe'), ('united kingdom', 'Europe'),
  ('greenland', 'Europe'), ('united states', 'North America'), ('usa', 'North America'), ('canada', 'North America'), ('mexico', 'North America'),
  ('guatemala', 'North America'), ('belize', 'North America'), ('honduras', 'North America'), ('el salvador', 'North America'),
  ('nicaragua', 'North America'), ('costa rica', 'North America'), ('panama', 'North America'), ('cuba', 'North America'),
  ('dominican republic', 'North America'), ('haiti', 'North America'), ('jamaica', 'North America'), ('puerto rico', 'North America'),
  ('trinidad and tobago', 'North America'), ('bahamas', 'North America'), ('barbados', 'North America'), ('guadeloupe', 'North America'),
  ('martinique', 'North America'), ('virgin islands (u.s.)', 'North America'), ('bermuda', 'North America'), ('cayman islands', 'North America'),
  ('antigua and barbuda', 'North America'), ('saint lucia', 'North America'), ('grenada', 'North America'), ('dominica', 'North America'),
  ('aruba', 'North America'), ('curaçao', 'North America'), ('curacao', 'North America'), ('argentina', 'South America'), ('bolivia', 'South America'),
  ('brazil', 'South America'), ('chile', 'South America'), ('colombia', 'South America'), ('ecuador', 'South America'),
  ('french guiana', 'South America'), ('guyana', 'South America'), ('paraguay', 'South America'), ('peru', 'South America'),
  ('suriname', 'South America'), ('uruguay', 'South America'), ('venezuela', 'South America'), ('australia', 'Oceania'), ('new zealand', 'Oceania'),
  ('fiji', 'Oceania'), ('papua new guinea', 'Oceania'), ('new caledonia', 'Oceania'), ('french polynesia', 'Oceania'), ('guam', 'Oceania'),
  ('samoa', 'Oceania'), ('vanuatu', 'Oceania'), ('solomon islands', 'Oceania')`;

export class Migration20261121120000TrialContinents extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "trials" add column "continents" text[] not null default '{}';`);
    this.addSql(
      `update "trials" t set "continents" = (
         select array_agg(x.k order by x.k collate "C") from (
           select distinct coalesce(m.continent, 'Other') as k
           from unnest(t.countries) c left join (values ${COUNTRY_CONTINENTS}) as m(country, continent) on m.country = lower(trim(c))) x)
       where cardinality(t.countries) > 0;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "trials" drop column "continents";`);
  }
}
