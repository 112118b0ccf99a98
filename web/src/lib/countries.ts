import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(english);

/**
 * ClinicalTrials.gov's spellings of countries that the ISO list's English names and aliases do not
 * carry (its location "country" field uses its own list).
 */
const CTGOV_SPELLINGS: Record<string, string> = {
  'Turkey (Türkiye)': 'TR',
  'Iran, Islamic Republic of': 'IR',
  'Viet Nam': 'VN',
  'Congo, The Democratic Republic of the': 'CD',
  "Korea, Democratic People's Republic of": 'KP',
  'Macedonia, The Former Yugoslav Republic of': 'MK',
  'Palestinian Territory, occupied': 'PS',
  'Virgin Islands (U.S.)': 'VI',
  Réunion: 'RE',
};

let french: Intl.DisplayNames | undefined;

/**
 * A country as the registry names it in English ("Belgium"), in `language`'s words ("Belgique",
 * the browser's CLDR names). English names stay the registry's; a name no list knows is shown as it is.
 */
export function countryName(name: string, language: string): string {
  if (!language.startsWith('fr')) return name;
  const code = CTGOV_SPELLINGS[name] ?? countries.getAlpha2Code(name, 'en');
  french ??= new Intl.DisplayNames(['fr'], { type: 'region', fallback: 'none' });
  return (code && french.of(code)) || name;
}
