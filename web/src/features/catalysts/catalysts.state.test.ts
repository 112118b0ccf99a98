import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, exportHref, filterFromView, searchFromView, toggleSort, viewFromSearch, type CatalystView } from './catalysts.state';

const view = (patch: Partial<CatalystView>): CatalystView => ({ ...DEFAULT_VIEW, ...patch });
const parse = (qs: string) => viewFromSearch(new URLSearchParams(qs));

describe('catalyst screen view <-> URL', () => {
  it('an empty query string is the default view (date, nearest first), and the default view writes nothing', () => {
    expect(parse('')).toEqual(DEFAULT_VIEW);
    expect(searchFromView(DEFAULT_VIEW).toString()).toBe('');
  });

  it('writes the REST parameter names, comma lists, and reads them back to the same view', () => {
    const v = view({
      categories: ['REGULATORY'],
      kinds: ['PDUFA_DATE', 'CRL'],
      confidences: ['ANNOUNCED'],
      window: 'NEXT_90',
      phases: ['PHASE3'],
      areas: ['oncology', 'neurology'],
      capBuckets: ['SMALL'],
      listedOnly: true,
      dilutionRiskOnly: true,
      watchlistOnly: true,
      sort: 'SCORE',
      order: 'DESC',
    });
    const qs = searchFromView(v).toString();
    expect(qs).toBe(
      'category=REGULATORY&kind=PDUFA_DATE%2CCRL&confidence=ANNOUNCED&window=NEXT_90&phase=PHASE3&area=oncology%2Cneurology&capBucket=SMALL&listedOnly=true&dilutionRiskOnly=true&watchlistOnly=true&sort=SCORE&order=DESC',
    );
    // Lists come back in the closed set's order.
    expect(parse(qs)).toEqual({ ...v, areas: ['neurology', 'oncology'] });
  });

  it('keeps a date range, and drops unknown values and malformed or impossible dates', () => {
    expect(parse('from=2027-01-01&to=2027-03-31')).toMatchObject({ from: '2027-01-01', to: '2027-03-31', window: null });
    expect(parse('kind=PDUFA_DATE,NOPE&window=NEXT_7&phase=PHASE9&from=2027-02-30&to=tomorrow&sort=NAME&order=UP&listedOnly=yes&dilutionRiskOnly=1')).toEqual(
      view({ kinds: ['PDUFA_DATE'] }),
    );
  });

  it('a sort without an order takes the column default: the highest score first, the nearest date first', () => {
    expect(parse('sort=SCORE')).toMatchObject({ sort: 'SCORE', order: 'DESC' });
    expect(parse('sort=DATE')).toMatchObject({ sort: 'DATE', order: 'ASC' });
    expect(searchFromView(view({ sort: 'DATE', order: 'DESC' })).toString()).toBe('sort=DATE&order=DESC');
  });

  it('a header click flips the sorted column, another column starts in its default order', () => {
    expect(toggleSort(DEFAULT_VIEW, 'DATE')).toMatchObject({ sort: 'DATE', order: 'DESC' });
    expect(toggleSort(DEFAULT_VIEW, 'MARKET_CAP')).toMatchObject({ sort: 'MARKET_CAP', order: 'DESC' });
    expect(toggleSort(view({ sort: 'PROBABILITY', order: 'DESC' }), 'PROBABILITY')).toMatchObject({ order: 'ASC' });
  });
});

describe('catalyst screen view -> API filter and exports', () => {
  it('sends only the chosen filters; a complete range replaces the window', () => {
    expect(filterFromView(DEFAULT_VIEW, false)).toEqual({});
    expect(filterFromView(view({ window: 'NEXT_30', kinds: ['APPROVAL'], listedOnly: true }), false)).toEqual({
      window: 'NEXT_30',
      kinds: ['APPROVAL'],
      listedOnly: true,
    });
    expect(filterFromView(view({ window: 'NEXT_30', from: '2027-01-01', to: '2027-02-01' }), false)).toEqual({ from: '2027-01-01', to: '2027-02-01' });
    // Half-set or reversed ranges wait to be complete.
    expect(filterFromView(view({ from: '2027-01-01' }), false)).toEqual({});
    expect(filterFromView(view({ from: '2027-03-01', to: '2027-02-01' }), false)).toEqual({});
  });

  it('the dilution-risk filter goes to the URL, the API filter and the exports, and reads back', () => {
    const v = view({ dilutionRiskOnly: true, capBuckets: ['SMALL'] });
    expect(searchFromView(v).toString()).toBe('capBucket=SMALL&dilutionRiskOnly=true');
    expect(parse('dilutionRiskOnly=true')).toEqual(view({ dilutionRiskOnly: true }));
    expect(filterFromView(v, false)).toEqual({ capBuckets: ['SMALL'], dilutionRiskOnly: true });
    expect(filterFromView(view({ dilutionRiskOnly: false }), false)).toEqual({});
    expect(exportHref(v, 'csv', 'fr')).toBe('/api/catalysts.csv?capBucket=SMALL&dilutionRiskOnly=true&sort=DATE&order=ASC&lang=fr');
  });

  it('the watchlist filter is sent for a signed-in user only', () => {
    expect(filterFromView(view({ watchlistOnly: true }), false)).toEqual({});
    expect(filterFromView(view({ watchlistOnly: true }), true)).toEqual({ watchlistOnly: true });
  });

  it('the CSV and .ics links carry the same filters, the sort and the language (never the watchlist filter)', () => {
    const v = view({ kinds: ['PDUFA_DATE'], window: 'NEXT_180', watchlistOnly: true, sort: 'SCORE', order: 'DESC' });
    expect(exportHref(v, 'csv', 'fr')).toBe('/api/catalysts.csv?kind=PDUFA_DATE&window=NEXT_180&sort=SCORE&order=DESC&lang=fr');
    expect(exportHref(DEFAULT_VIEW, 'ics', 'en-US')).toBe('/api/catalysts.ics?sort=DATE&order=ASC&lang=en');
    expect(exportHref(view({ from: '2027-01-01', to: '2027-02-01', window: 'NEXT_30' }), 'csv', 'fr')).toBe(
      '/api/catalysts.csv?from=2027-01-01&to=2027-02-01&sort=DATE&order=ASC&lang=fr',
    );
  });
});
