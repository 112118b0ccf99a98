import { z } from 'zod';
import type { Location } from '../../domain/trial-record.js';
import { readYamlData } from '../../lib/data-files.js';
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

const text = z.string().trim().min(1, { error: 'must not be empty' });
const placesSchema = z.strictObject({
  countries: z
    .array(
      z.strictObject({
        name: text,
        weight: z.number().positive(),
        cities: z.array(z.strictObject({ city: text, state: text.optional(), sites: z.array(text).min(1).optional() })).min(1),
      }),
    )
    .min(1)
    .superRefine((countries, ctx) => {
      countries.forEach((c, i) => {
        if (countries.findIndex((o) => o.name === c.name) !== i) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `${c.name} is listed twice` });
      });
    }),
  genericSites: z.array(text).min(1),
});

interface Places {
  countries: Country[];
  byName: Map<string, Country>;
  genericSites: string[];
}
let places: Places | undefined;
/** api/data/seed/places.yaml (countries of trial sites with their weight and real cities, generic site names), read on first use. */
function loadPlaces(): Places {
  if (!places) {
    const { countries, genericSites } = readYamlData('seed/places.yaml', placesSchema);
    places = { countries, byName: new Map(countries.map((c) => [c.name, c])), genericSites };
  }
  return places;
}

function facilityOf(rng: Rng, city: City, siteNo: number): string {
  if (city.sites && rng.chance(0.7)) return rng.pick(city.sites);
  const kind = rng.pick(loadPlaces().genericSites);
  if (kind === 'Investigational Site' || kind === 'Local Institution') return `${kind} - ${String(siteNo).padStart(4, '0')}`;
  return kind === 'Research Site' ? kind : `${city.city} ${kind}`;
}

/**
 * `count` sites: a home country (the sponsor's, when known) and, for larger trials, a realistic
 * spread over other countries. Each site is a real city of its country.
 */
export function generateLocations(rng: Rng, count: number, homeCountry: string | null, recruiting: boolean): Location[] {
  const { countries: all, byName } = loadPlaces();
  const home = (homeCountry && byName.get(homeCountry)) || rng.weightedItem(all, (c) => c.weight);
  const countries: Country[] = [home];
  if (count > 3) {
    const extra = Math.min(all.length - 1, Math.max(1, Math.round(Math.sqrt(count) * rng.float(0.5, 1.3))));
    const others = all.filter((c) => c !== home);
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
