import type {
  CapBucket,
  CatalystCategory,
  CatalystDateConfidence,
  CatalystEventKind,
  CatalystFilter,
  CatalystSortField,
  CatalystWindow,
  Phase,
  SortOrder,
  TherapeuticArea,
} from '../../gql/graphql';

/**
 * The catalyst screen's view (filters and sort) and its place in the URL. The URL uses the REST
 * facade's parameter names and values (category, kind, confidence, window, from, to, phase, area,
 * capBucket, listedOnly, dilutionRiskOnly, watchlistOnly, sort, order; lists comma-separated), so a shared link, a
 * reload and the CSV / .ics exports all read the same view.
 */

/** Every value of a closed set, listed once: `satisfies` fails the build when the schema gains or loses one. */
const all = <V extends string>(values: Record<V, true>): V[] => Object.keys(values).filter((v): v is V => Object.hasOwn(values, v));

export const CATEGORIES = all<CatalystCategory>({ READOUT: true, REGULATORY: true });
export const KINDS = all<CatalystEventKind>({
  TOPLINE_READOUT: true,
  RESULTS_POSTING: true,
  PRIMARY_COMPLETION: true,
  STUDY_COMPLETION: true,
  PDUFA_DATE: true,
  ADCOMM_MEETING: true,
  ADCOMM_VOTE: true,
  APPROVAL: true,
  CRL: true,
  CHMP_OPINION: true,
  EC_DECISION: true,
  WITHDRAWAL: true,
});
export const CONFIDENCES = all<CatalystDateConfidence>({ ACTUAL: true, ANNOUNCED: true, ESTIMATED: true, ANTICIPATED: true, OVERDUE: true, PASSED: true });
export const WINDOWS = all<CatalystWindow>({ NEXT_30: true, NEXT_90: true, NEXT_180: true, RECENT_90: true });
export const SORT_FIELDS = all<CatalystSortField>({ DATE: true, PROBABILITY: true, SCORE: true, MARKET_CAP: true });
export const PHASES = all<Phase>({ EARLY_PHASE1: true, PHASE1: true, PHASE2: true, PHASE3: true, PHASE4: true, NA: true });
export const AREAS = all<TherapeuticArea>({
  allergy: true,
  autoimmune: true,
  cardiovascular: true,
  endocrine: true,
  gastroenterology: true,
  hematology: true,
  infectious: true,
  metabolic: true,
  neurology: true,
  oncology: true,
  ophthalmology: true,
  other: true,
  psychiatry: true,
  respiratory: true,
  urology: true,
});
export const CAP_BUCKETS = all<CapBucket>({ LARGE: true, MID: true, SMALL: true, UNKNOWN: true, UNLISTED: true });
const ORDERS = all<SortOrder>({ ASC: true, DESC: true });

/** Rows per request (the API allows up to 200). */
export const PAGE_SIZE = 50;

export interface CatalystView {
  categories: CatalystCategory[];
  kinds: CatalystEventKind[];
  confidences: CatalystDateConfidence[];
  /** Relative to today; null: the server's default (from 90 days ago onwards). */
  window: CatalystWindow | null;
  /** A YYYY-MM-DD range; once both ends are set it replaces the window. */
  from: string | null;
  to: string | null;
  phases: Phase[];
  areas: TherapeuticArea[];
  capBuckets: CapBucket[];
  listedOnly: boolean;
  /** Only rows whose company's cash runs out before, or within 6 months after, the readout. */
  dilutionRiskOnly: boolean;
  watchlistOnly: boolean;
  sort: CatalystSortField;
  order: SortOrder;
}

export const DEFAULT_VIEW: CatalystView = {
  categories: [],
  kinds: [],
  confidences: [],
  window: null,
  from: null,
  to: null,
  phases: [],
  areas: [],
  capBuckets: [],
  listedOnly: false,
  dilutionRiskOnly: false,
  watchlistOnly: false,
  sort: 'DATE',
  order: 'ASC',
};

/** The order a column starts in: the nearest date first, the highest figures first. */
export function defaultOrder(field: CatalystSortField): SortOrder {
  return field === 'DATE' ? 'ASC' : 'DESC';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string | null): value is string {
  if (!value || !DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The known values of a comma list, each once, in the closed set's order; unknown ones are dropped. */
function listParam<V extends string>(params: URLSearchParams, name: string, values: readonly V[]): V[] {
  const given = new Set((params.get(name) ?? '').split(',').map((s) => s.trim()));
  return values.filter((v) => given.has(v));
}

function oneOf<V extends string>(value: string | null, values: readonly V[]): V | null {
  return values.find((v) => v === value) ?? null;
}

const flag = (params: URLSearchParams, name: string) => params.get(name) === 'true';

/** The view a URL's query string describes; anything unknown or malformed falls back to the default. */
export function viewFromSearch(params: URLSearchParams): CatalystView {
  const sort = oneOf(params.get('sort'), SORT_FIELDS) ?? DEFAULT_VIEW.sort;
  return {
    categories: listParam(params, 'category', CATEGORIES),
    kinds: listParam(params, 'kind', KINDS),
    confidences: listParam(params, 'confidence', CONFIDENCES),
    window: oneOf(params.get('window'), WINDOWS),
    from: isDay(params.get('from')) ? params.get('from') : null,
    to: isDay(params.get('to')) ? params.get('to') : null,
    phases: listParam(params, 'phase', PHASES),
    areas: listParam(params, 'area', AREAS),
    capBuckets: listParam(params, 'capBucket', CAP_BUCKETS),
    listedOnly: flag(params, 'listedOnly'),
    dilutionRiskOnly: flag(params, 'dilutionRiskOnly'),
    watchlistOnly: flag(params, 'watchlistOnly'),
    sort,
    order: oneOf(params.get('order'), ORDERS) ?? defaultOrder(sort),
  };
}

/** The query string of a view: only what differs from the default, in a stable order. */
export function searchFromView(view: CatalystView): URLSearchParams {
  const params = new URLSearchParams();
  const list = (name: string, values: readonly string[]) => {
    if (values.length) params.set(name, values.join(','));
  };
  list('category', view.categories);
  list('kind', view.kinds);
  list('confidence', view.confidences);
  if (view.window) params.set('window', view.window);
  if (view.from) params.set('from', view.from);
  if (view.to) params.set('to', view.to);
  list('phase', view.phases);
  list('area', view.areas);
  list('capBucket', view.capBuckets);
  if (view.listedOnly) params.set('listedOnly', 'true');
  if (view.dilutionRiskOnly) params.set('dilutionRiskOnly', 'true');
  if (view.watchlistOnly) params.set('watchlistOnly', 'true');
  if (view.sort !== DEFAULT_VIEW.sort || view.order !== defaultOrder(view.sort)) {
    params.set('sort', view.sort);
    params.set('order', view.order);
  }
  return params;
}

/** Whether the range (both ends set, in order) replaces the window. */
export function hasRange(view: CatalystView): view is CatalystView & { from: string; to: string } {
  return view.from !== null && view.to !== null && view.from <= view.to;
}

/**
 * The GraphQL filter of a view. The watchlist filter is only sent for a signed-in user (the API
 * refuses it otherwise); a half-set or reversed range is left out until it is complete.
 */
export function filterFromView(view: CatalystView, signedIn: boolean): CatalystFilter {
  const filter: CatalystFilter = {};
  if (view.categories.length) filter.categories = view.categories;
  if (view.kinds.length) filter.kinds = view.kinds;
  if (view.confidences.length) filter.confidences = view.confidences;
  if (hasRange(view)) {
    filter.from = view.from;
    filter.to = view.to;
  } else if (view.window) filter.window = view.window;
  if (view.phases.length) filter.phases = view.phases;
  if (view.areas.length) filter.areas = view.areas;
  if (view.capBuckets.length) filter.capBuckets = view.capBuckets;
  if (view.listedOnly) filter.listedOnly = true;
  if (view.dilutionRiskOnly) filter.dilutionRiskOnly = true;
  if (view.watchlistOnly && signedIn) filter.watchlistOnly = true;
  return filter;
}

/** The next view after a click on a sortable header: the same column flips its order, another starts in its default order. */
export function toggleSort(view: CatalystView, field: CatalystSortField): CatalystView {
  if (view.sort === field) return { ...view, order: view.order === 'ASC' ? 'DESC' : 'ASC' };
  return { ...view, sort: field, order: defaultOrder(field) };
}

/**
 * The CSV or .ics export of a view: the REST export with the same filters and sort, in `lang`. A
 * plain link carries no access token, so the watchlist filter stays out (the page says so).
 */
export function exportHref(view: CatalystView, format: 'csv' | 'ics', lang: string): string {
  const params = searchFromView(view);
  if (!hasRange(view)) {
    params.delete('from');
    params.delete('to');
  } else params.delete('window');
  params.delete('watchlistOnly');
  params.set('sort', view.sort);
  params.set('order', view.order);
  params.set('lang', lang.startsWith('en') ? 'en' : 'fr');
  return `/api/catalysts.${format}?${params.toString()}`;
}
