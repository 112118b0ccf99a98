import type { Location } from '../trials/trials.entity.js';
import type { Rng } from './seed.random.js';

/** A real city; `state` only where ClinicalTrials.gov records one (US, Canada, Australia...). */
interface City {
  city: string;
  state?: string;
  /** Real hospitals and research centres in the city, used as facility names. */
  sites?: string[];
}

interface Country {
  name: string;
  weight: number;
  cities: City[];
}

const US: City[] = [
  {
    city: 'Boston',
    state: 'Massachusetts',
    sites: ['Massachusetts General Hospital', 'Dana-Farber Cancer Institute', "Brigham and Women's Hospital", 'Beth Israel Deaconess Medical Center'],
  },
  {
    city: 'New York',
    state: 'New York',
    sites: ['Memorial Sloan Kettering Cancer Center', 'NYU Langone Health', 'Columbia University Irving Medical Center', 'Mount Sinai Hospital'],
  },
  { city: 'Houston', state: 'Texas', sites: ['M D Anderson Cancer Center', 'Houston Methodist Hospital', 'Baylor College of Medicine'] },
  { city: 'Rochester', state: 'Minnesota', sites: ['Mayo Clinic in Rochester'] },
  { city: 'Los Angeles', state: 'California', sites: ['UCLA Medical Center', 'Cedars-Sinai Medical Center', 'Keck Medicine of USC'] },
  { city: 'San Francisco', state: 'California', sites: ['UCSF Medical Center', 'Zuckerberg San Francisco General Hospital'] },
  {
    city: 'Chicago',
    state: 'Illinois',
    sites: ['Northwestern University Feinberg School of Medicine', 'University of Chicago Medical Center', 'Rush University Medical Center'],
  },
  {
    city: 'Philadelphia',
    state: 'Pennsylvania',
    sites: ['Hospital of the University of Pennsylvania', 'Fox Chase Cancer Center', 'Thomas Jefferson University Hospital'],
  },
  { city: 'Baltimore', state: 'Maryland', sites: ['Johns Hopkins Hospital', 'University of Maryland Medical Center'] },
  { city: 'Nashville', state: 'Tennessee', sites: ['Vanderbilt University Medical Center', 'Sarah Cannon Research Institute'] },
  { city: 'Durham', state: 'North Carolina', sites: ['Duke University Medical Center'] },
  { city: 'Cleveland', state: 'Ohio', sites: ['Cleveland Clinic', 'University Hospitals Cleveland Medical Center'] },
  { city: 'Atlanta', state: 'Georgia', sites: ['Emory University Hospital', 'Winship Cancer Institute'] },
  { city: 'Seattle', state: 'Washington', sites: ['Fred Hutchinson Cancer Center', 'University of Washington Medical Center'] },
  { city: 'Miami', state: 'Florida', sites: ['University of Miami Sylvester Comprehensive Cancer Center'] },
  { city: 'Dallas', state: 'Texas', sites: ['UT Southwestern Medical Center'] },
  { city: 'Denver', state: 'Colorado' },
  { city: 'Phoenix', state: 'Arizona' },
  { city: 'San Diego', state: 'California' },
  { city: 'Pittsburgh', state: 'Pennsylvania' },
  { city: 'St Louis', state: 'Missouri' },
  { city: 'Ann Arbor', state: 'Michigan' },
  { city: 'Salt Lake City', state: 'Utah' },
  { city: 'Portland', state: 'Oregon' },
  { city: 'Tampa', state: 'Florida' },
  { city: 'Charlotte', state: 'North Carolina' },
  { city: 'Indianapolis', state: 'Indiana' },
  { city: 'Birmingham', state: 'Alabama' },
  { city: 'Omaha', state: 'Nebraska' },
  { city: 'Las Vegas', state: 'Nevada' },
  { city: 'Austin', state: 'Texas' },
  { city: 'Columbus', state: 'Ohio' },
  { city: 'New Orleans', state: 'Louisiana' },
  { city: 'Louisville', state: 'Kentucky' },
];

const COUNTRIES: Country[] = [
  { name: 'United States', weight: 32, cities: US },
  {
    name: 'France',
    weight: 6,
    cities: [
      { city: 'Paris', sites: ['Hôpital Pitié-Salpêtrière', 'Hôpital Saint-Louis', 'Hôpital Européen Georges Pompidou', 'Institut Curie', 'Hôpital Cochin'] },
      { city: 'Villejuif', sites: ['Gustave Roussy'] },
      { city: 'Lyon', sites: ['Centre Léon Bérard', 'Hôpital Edouard Herriot'] },
      { city: 'Marseille', sites: ['Institut Paoli-Calmettes', 'Hôpital de la Timone'] },
      { city: 'Toulouse', sites: ['IUCT Oncopole', 'CHU de Toulouse'] },
      { city: 'Bordeaux', sites: ['CHU de Bordeaux', 'Institut Bergonié'] },
      { city: 'Lille', sites: ['CHU de Lille', 'Centre Oscar Lambret'] },
      { city: 'Nantes', sites: ['CHU de Nantes'] },
      { city: 'Strasbourg', sites: ['Hôpitaux Universitaires de Strasbourg'] },
      { city: 'Montpellier', sites: ['CHU de Montpellier', 'Institut du Cancer de Montpellier'] },
      { city: 'Rennes' },
      { city: 'Nice' },
      { city: 'Grenoble' },
      { city: 'Dijon' },
    ],
  },
  {
    name: 'Germany',
    weight: 6,
    cities: [
      { city: 'Berlin', sites: ['Charité - Universitätsmedizin Berlin'] },
      { city: 'Munich', sites: ['LMU Klinikum', 'Klinikum rechts der Isar'] },
      { city: 'Hamburg', sites: ['Universitätsklinikum Hamburg-Eppendorf'] },
      { city: 'Heidelberg', sites: ['Universitätsklinikum Heidelberg'] },
      { city: 'Frankfurt', sites: ['Universitätsklinikum Frankfurt'] },
      { city: 'Cologne' },
      { city: 'Dresden' },
      { city: 'Essen' },
      { city: 'Hannover' },
      { city: 'Leipzig' },
      { city: 'Tübingen' },
    ],
  },
  {
    name: 'United Kingdom',
    weight: 5,
    cities: [
      { city: 'London', sites: ["Guy's Hospital", 'Royal Marsden Hospital', 'University College London Hospitals', "St Bartholomew's Hospital"] },
      { city: 'Manchester', sites: ['The Christie NHS Foundation Trust'] },
      { city: 'Oxford', sites: ['John Radcliffe Hospital'] },
      { city: 'Cambridge', sites: ["Addenbrooke's Hospital"] },
      { city: 'Glasgow' },
      { city: 'Edinburgh' },
      { city: 'Birmingham' },
      { city: 'Leeds' },
      { city: 'Newcastle upon Tyne' },
    ],
  },
  {
    name: 'Spain',
    weight: 5,
    cities: [
      { city: 'Barcelona', sites: ["Hospital Universitari Vall d'Hebron", 'Hospital Clínic de Barcelona'] },
      { city: 'Madrid', sites: ['Hospital Universitario 12 de Octubre', 'Hospital Universitario La Paz'] },
      { city: 'Valencia', sites: ['Hospital Universitario y Politécnico La Fe'] },
      { city: 'Sevilla' },
      { city: 'Pamplona' },
      { city: 'Salamanca' },
      { city: 'Málaga' },
    ],
  },
  {
    name: 'Italy',
    weight: 5,
    cities: [
      { city: 'Milano', sites: ['Fondazione IRCCS Istituto Nazionale dei Tumori', 'Ospedale San Raffaele', 'Istituto Europeo di Oncologia'] },
      { city: 'Roma', sites: ['Policlinico Universitario Agostino Gemelli'] },
      { city: 'Napoli' },
      { city: 'Bologna' },
      { city: 'Torino' },
      { city: 'Padova' },
      { city: 'Firenze' },
    ],
  },
  {
    name: 'Canada',
    weight: 4,
    cities: [
      { city: 'Toronto', state: 'Ontario', sites: ['Princess Margaret Cancer Centre', 'Sunnybrook Health Sciences Centre'] },
      { city: 'Montreal', state: 'Quebec', sites: ['McGill University Health Centre', 'CHUM'] },
      { city: 'Vancouver', state: 'British Columbia' },
      { city: 'Hamilton', state: 'Ontario' },
      { city: 'Calgary', state: 'Alberta' },
      { city: 'Ottawa', state: 'Ontario' },
    ],
  },
  {
    name: 'Japan',
    weight: 4,
    cities: [
      { city: 'Tokyo', sites: ['National Cancer Center Hospital', 'The University of Tokyo Hospital'] },
      { city: 'Osaka' },
      { city: 'Nagoya' },
      { city: 'Fukuoka' },
      { city: 'Sapporo' },
      { city: 'Kashiwa', sites: ['National Cancer Center Hospital East'] },
      { city: 'Sendai' },
    ],
  },
  {
    name: 'China',
    weight: 5,
    cities: [
      { city: 'Beijing', sites: ['Peking Union Medical College Hospital', 'Cancer Hospital, Chinese Academy of Medical Sciences'] },
      { city: 'Shanghai', sites: ['Fudan University Shanghai Cancer Center', 'Ruijin Hospital'] },
      { city: 'Guangzhou', sites: ['Sun Yat-sen University Cancer Center'] },
      { city: 'Chengdu', sites: ['West China Hospital'] },
      { city: 'Hangzhou' },
      { city: 'Wuhan' },
      { city: 'Nanjing' },
      { city: 'Tianjin' },
    ],
  },
  {
    name: 'Korea, Republic of',
    weight: 3,
    cities: [
      { city: 'Seoul', sites: ['Seoul National University Hospital', 'Asan Medical Center', 'Samsung Medical Center', 'Severance Hospital'] },
      { city: 'Busan' },
      { city: 'Seongnam-si' },
      { city: 'Goyang-si' },
    ],
  },
  {
    name: 'Australia',
    weight: 3,
    cities: [
      { city: 'Melbourne', state: 'Victoria', sites: ['Peter MacCallum Cancer Centre'] },
      { city: 'Sydney', state: 'New South Wales' },
      { city: 'Brisbane', state: 'Queensland' },
      { city: 'Perth', state: 'Western Australia' },
      { city: 'Adelaide', state: 'South Australia' },
    ],
  },
  {
    name: 'Poland',
    weight: 3,
    cities: [{ city: 'Warszawa' }, { city: 'Kraków' }, { city: 'Gdańsk' }, { city: 'Wrocław' }, { city: 'Łódź' }, { city: 'Poznań' }],
  },
  {
    name: 'Belgium',
    weight: 2,
    cities: [
      { city: 'Brussels', sites: ['Institut Jules Bordet', 'Cliniques universitaires Saint-Luc'] },
      { city: 'Leuven', sites: ['UZ Leuven'] },
      { city: 'Gent' },
      { city: 'Antwerpen' },
    ],
  },
  {
    name: 'Netherlands',
    weight: 2,
    cities: [
      { city: 'Amsterdam', sites: ['Netherlands Cancer Institute'] },
      { city: 'Rotterdam', sites: ['Erasmus MC'] },
      { city: 'Leiden' },
      { city: 'Utrecht' },
      { city: 'Nijmegen' },
    ],
  },
  {
    name: 'Brazil',
    weight: 3,
    cities: [
      { city: 'São Paulo' },
      { city: 'Porto Alegre' },
      { city: 'Rio de Janeiro' },
      { city: 'Curitiba' },
      { city: 'Barretos', sites: ['Hospital de Amor'] },
    ],
  },
  { name: 'Argentina', weight: 2, cities: [{ city: 'Buenos Aires' }, { city: 'Córdoba' }, { city: 'Rosario' }] },
  { name: 'Mexico', weight: 2, cities: [{ city: 'Mexico City' }, { city: 'Guadalajara' }, { city: 'Monterrey' }] },
  { name: 'Czechia', weight: 2, cities: [{ city: 'Praha' }, { city: 'Brno' }, { city: 'Olomouc' }] },
  { name: 'Hungary', weight: 2, cities: [{ city: 'Budapest' }, { city: 'Debrecen' }, { city: 'Szeged' }] },
  {
    name: 'Israel',
    weight: 2,
    cities: [
      { city: 'Tel Aviv', sites: ['Tel Aviv Sourasky Medical Center'] },
      { city: 'Jerusalem', sites: ['Hadassah Medical Center'] },
      { city: 'Haifa' },
      { city: 'Ramat Gan', sites: ['Sheba Medical Center'] },
    ],
  },
  {
    name: 'Taiwan',
    weight: 2,
    cities: [{ city: 'Taipei', sites: ['National Taiwan University Hospital'] }, { city: 'Taichung' }, { city: 'Kaohsiung' }, { city: 'Tainan' }],
  },
  { name: 'India', weight: 2, cities: [{ city: 'Mumbai', sites: ['Tata Memorial Hospital'] }, { city: 'New Delhi' }, { city: 'Bangalore' }, { city: 'Pune' }] },
  {
    name: 'Sweden',
    weight: 1,
    cities: [{ city: 'Stockholm', sites: ['Karolinska University Hospital'] }, { city: 'Göteborg' }, { city: 'Lund' }, { city: 'Uppsala' }],
  },
  { name: 'Denmark', weight: 1, cities: [{ city: 'Copenhagen', sites: ['Rigshospitalet'] }, { city: 'Aarhus' }, { city: 'Odense' }] },
  { name: 'Switzerland', weight: 1, cities: [{ city: 'Zürich' }, { city: 'Basel' }, { city: 'Bern' }, { city: 'Lausanne' }, { city: 'Genève' }] },
  { name: 'Austria', weight: 1, cities: [{ city: 'Vienna' }, { city: 'Graz' }, { city: 'Innsbruck' }] },
  { name: 'Türkiye', weight: 1, cities: [{ city: 'Istanbul' }, { city: 'Ankara' }, { city: 'Izmir' }] },
  { name: 'South Africa', weight: 1, cities: [{ city: 'Johannesburg' }, { city: 'Cape Town' }, { city: 'Durban' }] },
  { name: 'Greece', weight: 1, cities: [{ city: 'Athens' }, { city: 'Thessaloniki' }] },
  { name: 'Portugal', weight: 1, cities: [{ city: 'Lisboa' }, { city: 'Porto' }] },
  { name: 'Romania', weight: 1, cities: [{ city: 'Bucharest' }, { city: 'Cluj-Napoca' }] },
  { name: 'Bulgaria', weight: 1, cities: [{ city: 'Sofia' }, { city: 'Plovdiv' }] },
  { name: 'Chile', weight: 1, cities: [{ city: 'Santiago' }, { city: 'Temuco' }] },
  { name: 'Colombia', weight: 1, cities: [{ city: 'Bogotá' }, { city: 'Medellín' }] },
  { name: 'Norway', weight: 1, cities: [{ city: 'Oslo' }, { city: 'Bergen' }] },
  { name: 'Finland', weight: 1, cities: [{ city: 'Helsinki' }, { city: 'Tampere' }] },
  { name: 'Ireland', weight: 1, cities: [{ city: 'Dublin' }, { city: 'Cork' }] },
  { name: 'New Zealand', weight: 1, cities: [{ city: 'Auckland' }, { city: 'Christchurch' }] },
];

const BY_NAME = new Map(COUNTRIES.map((c) => [c.name, c]));
export const COUNTRY_NAMES = COUNTRIES.map((c) => c.name);

const GENERIC_SITES = [
  'Research Site',
  'Clinical Research Center',
  'University Hospital',
  'Regional Medical Center',
  'Investigational Site',
  'Local Institution',
];

function facilityOf(rng: Rng, city: City, siteNo: number): string {
  if (city.sites && rng.chance(0.7)) return rng.pick(city.sites);
  const kind = rng.pick(GENERIC_SITES);
  if (kind === 'Investigational Site' || kind === 'Local Institution') return `${kind} - ${String(siteNo).padStart(4, '0')}`;
  return kind === 'Research Site' ? kind : `${city.city} ${kind}`;
}

/**
 * `count` sites: a home country (the sponsor's, when known) and, for larger trials, a realistic
 * spread over other countries. Each site is a real city of its country.
 */
export function generateLocations(rng: Rng, count: number, homeCountry: string | null, recruiting: boolean): Location[] {
  const home = (homeCountry && BY_NAME.get(homeCountry)) || rng.weightedItem(COUNTRIES, (c) => c.weight);
  const countries: Country[] = [home];
  if (count > 3) {
    const extra = Math.min(COUNTRIES.length - 1, Math.max(1, Math.round(Math.sqrt(count) * rng.float(0.5, 1.3))));
    const others = COUNTRIES.filter((c) => c !== home);
    for (let i = 0; i < extra; i++) {
      const c = rng.weightedItem(others, (o) => (countries.includes(o) ? 0 : o.weight));
      if (!countries.includes(c)) countries.push(c);
    }
  }
  const out: Location[] = [];
  for (let i = 0; i < count; i++) {
    // The home country gets the largest share; the rest is spread by weight.
    const country = i === 0 || rng.chance(0.35) ? home : rng.weightedItem(countries, (c) => c.weight);
    const city = rng.pick(country.cities);
    out.push({
      facility: facilityOf(rng, city, 1000 + i),
      city: city.city,
      state: city.state ?? null,
      country: country.name,
      status: recruiting ? rng.weighted({ RECRUITING: 8, NOT_YET_RECRUITING: 2, COMPLETED: 1 }) : null,
    });
  }
  return out;
}
