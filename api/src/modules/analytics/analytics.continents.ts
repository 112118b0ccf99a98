/** Continent of each country, as ClinicalTrials.gov names countries (plus common variants). */
export const CONTINENTS = ['Africa', 'Asia', 'Europe', 'North America', 'South America', 'Oceania'] as const;
export type Continent = (typeof CONTINENTS)[number];
/** Where the analytics summary counts countries missing from the map. */
export const OTHER_CONTINENT = 'Other';

const BY_CONTINENT: Record<Continent, string[]> = {
  Africa: [
    'Algeria', 'Angola', 'Benin', 'Botswana', 'Burkina Faso', 'Burundi', 'Cameroon', 'Cape Verde', 'Cabo Verde', 'Central African Republic', 'Chad',
    'Comoros', 'Congo', 'Congo, The Democratic Republic of the', 'Democratic Republic of the Congo', "Cote D'Ivoire", "Côte d'Ivoire", 'Ivory Coast',
    'Djibouti', 'Egypt', 'Equatorial Guinea', 'Eritrea', 'Eswatini', 'Swaziland', 'Ethiopia', 'Gabon', 'Gambia', 'Ghana', 'Guinea', 'Guinea-Bissau',
    'Kenya', 'Lesotho', 'Liberia', 'Libya', 'Libyan Arab Jamahiriya', 'Madagascar', 'Malawi', 'Mali', 'Mauritania', 'Mauritius', 'Morocco',
    'Mozambique', 'Namibia', 'Niger', 'Nigeria', 'Reunion', 'Réunion', 'Rwanda', 'Senegal', 'Seychelles', 'Sierra Leone', 'Somalia', 'South Africa',
    'South Sudan', 'Sudan', 'Tanzania', 'Tanzania, United Republic of', 'Togo', 'Tunisia', 'Uganda', 'Zambia', 'Zimbabwe', 'Mayotte',
  ],
  Asia: [
    'Afghanistan', 'Armenia', 'Azerbaijan', 'Bahrain', 'Bangladesh', 'Bhutan', 'Brunei', 'Brunei Darussalam', 'Cambodia', 'China', 'Georgia',
    'Hong Kong', 'India', 'Indonesia', 'Iran', 'Iran, Islamic Republic of', 'Iraq', 'Israel', 'Japan', 'Jordan', 'Kazakhstan', 'Korea, Republic of',
    'South Korea', 'Korea', "Korea, Democratic People's Republic of", 'Kuwait', 'Kyrgyzstan', "Lao People's Democratic Republic", 'Laos', 'Lebanon',
    'Macau', 'Macao', 'Malaysia', 'Maldives', 'Mongolia', 'Myanmar', 'Nepal', 'Oman', 'Pakistan', 'Palestinian Territory, Occupied', 'Palestine',
    'State of Palestine', 'Philippines', 'Qatar', 'Saudi Arabia', 'Singapore', 'Sri Lanka', 'Syria', 'Syrian Arab Republic', 'Taiwan', 'Tajikistan',
    'Thailand', 'Timor-Leste', 'Turkey', 'Türkiye', 'Turkmenistan', 'United Arab Emirates', 'Uzbekistan', 'Vietnam', 'Viet Nam', 'Yemen',
  ],
  Europe: [
    'Albania', 'Andorra', 'Austria', 'Belarus', 'Belgium', 'Bosnia and Herzegovina', 'Bulgaria', 'Croatia', 'Cyprus', 'Czechia', 'Czech Republic',
    'Denmark', 'Estonia', 'Faroe Islands', 'Finland', 'France', 'Germany', 'Gibraltar', 'Greece', 'Hungary', 'Iceland', 'Ireland', 'Italy', 'Kosovo',
    'Latvia', 'Liechtenstein', 'Lithuania', 'Luxembourg', 'Malta', 'Moldova', 'Moldova, Republic of', 'Monaco', 'Montenegro', 'Netherlands',
    'North Macedonia', 'Macedonia', 'Macedonia, The Former Yugoslav Republic of', 'Norway', 'Poland', 'Portugal', 'Romania', 'Russia',
    'Russian Federation', 'San Marino', 'Serbia', 'Slovakia', 'Slovenia', 'Spain', 'Sweden', 'Switzerland', 'Ukraine', 'United Kingdom', 'Greenland',
  ],
  'North America': [
    'United States', 'USA', 'Canada', 'Mexico', 'Guatemala', 'Belize', 'Honduras', 'El Salvador', 'Nicaragua', 'Costa Rica', 'Panama', 'Cuba',
    'Dominican Republic', 'Haiti', 'Jamaica', 'Puerto Rico', 'Trinidad and Tobago', 'Bahamas', 'Barbados', 'Guadeloupe', 'Martinique',
    'Virgin Islands (U.S.)', 'Bermuda', 'Cayman Islands', 'Antigua and Barbuda', 'Saint Lucia', 'Grenada', 'Dominica', 'Aruba', 'Curaçao', 'Curacao',
  ],
  'South America': [
    'Argentina', 'Bolivia', 'Brazil', 'Chile', 'Colombia', 'Ecuador', 'French Guiana', 'Guyana', 'Paraguay', 'Peru', 'Suriname', 'Uruguay', 'Venezuela',
  ],
  Oceania: ['Australia', 'New Zealand', 'Fiji', 'Papua New Guinea', 'New Caledonia', 'French Polynesia', 'Guam', 'Samoa', 'Vanuatu', 'Solomon Islands'],
};

const MAP = new Map<string, Continent>();
for (const c of CONTINENTS) for (const country of BY_CONTINENT[c]) MAP.set(country.toLowerCase(), c);

/** Continent of a country name, or null when unknown. */
export function continentOf(country: string): Continent | null {
  return MAP.get(country.trim().toLowerCase()) ?? null;
}

/** The distinct continents of a trial's countries, sorted; a country not in the map counts as 'Other'. */
export function continentsOf(countries: readonly string[]): string[] {
  return [...new Set(countries.map((c) => continentOf(c) ?? OTHER_CONTINENT))].sort();
}

/** The mapping as two parallel arrays (lower-case country, continent), for SQL `unnest`. */
export function continentTable(): { countries: string[]; continents: string[] } {
  return { countries: [...MAP.keys()], continents: [...MAP.values()] };
}
