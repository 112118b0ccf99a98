/**
 * Reading the SEC's XBRL "company facts" JSON (data.sec.gov/api/xbrl/companyfacts/CIK##########.json):
 * `{cik, entityName, facts: {<taxonomy>: {<concept>: {units: {<unit>: [fact…]}}}}}`. Format notes:
 * /work/shared/reference/providers/SOURCES.md ("SEC format notes") and api/src/providers/financials/fixtures/sec/README.md.
 */

/** One reported value, as the SEC lists it (duration facts have a `start`, instants only an `end`). */
export interface SecFact {
  start: string | null;
  end: string;
  val: number;
  form: string;
  filed: string;
  frame: string | null;
  /** "us-gaap:CashAndCashEquivalentsAtCarryingValue". */
  concept: string;
}

export interface SecCompanyFacts {
  cik: number | null;
  entityName: string | null;
  /** taxonomy → concept → unit → raw facts. */
  facts: Record<string, Record<string, { units?: Record<string, unknown[]> }>>;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The company facts document, or null when the body is not one. */
export function readCompanyFacts(body: unknown): SecCompanyFacts | null {
  if (!isRecord(body) || !isRecord(body.facts)) return null;
  const cik = typeof body.cik === 'number' ? body.cik : typeof body.cik === 'string' && /^\d+$/.test(body.cik) ? Number(body.cik) : null;
  const entityName = typeof body.entityName === 'string' && body.entityName.trim() ? body.entityName.trim() : null;
  return { cik, entityName, facts: body.facts as SecCompanyFacts['facts'] };
}

function toFact(raw: unknown, concept: string): SecFact | null {
  if (!isRecord(raw)) return null;
  const { start, end, val, form, filed, frame } = raw;
  if (typeof end !== 'string' || !ISO_DAY.test(end) || typeof val !== 'number' || !Number.isFinite(val)) return null;
  if (typeof filed !== 'string' || !ISO_DAY.test(filed) || typeof form !== 'string') return null;
  if (start !== undefined && (typeof start !== 'string' || !ISO_DAY.test(start))) return null;
  return { start: start ?? null, end, val, form, filed, frame: typeof frame === 'string' ? frame : null, concept };
}

/**
 * Every fact of `taxonomy:concept` in the accepted units. A concept can switch unit key between
 * filings, so every accepted unit list is read, not the first one.
 */
export function conceptFacts(doc: SecCompanyFacts, taxonomy: string, concept: string, acceptUnit: (unit: string) => boolean): SecFact[] {
  const units = doc.facts[taxonomy]?.[concept]?.units;
  if (!isRecord(units)) return [];
  const out: SecFact[] = [];
  for (const [unit, list] of Object.entries(units)) {
    if (!acceptUnit(unit) || !Array.isArray(list)) continue;
    for (const raw of list) {
      const f = toFact(raw, `${taxonomy}:${concept}`);
      if (f) out.push(f);
    }
  }
  return out;
}

/** Whether `a` should replace `b` for the same period: the latest filing wins (a restatement), then the fact the SEC framed. */
function newer(a: SecFact, b: SecFact): boolean {
  if (a.filed !== b.filed) return a.filed > b.filed;
  return a.frame !== null && b.frame === null;
}

/**
 * One fact per period (start–end): every 10-Q and 10-K re-reports comparative periods, sometimes
 * restated or re-rounded, so the latest filed value wins.
 */
export function dedupeByPeriod(facts: SecFact[]): SecFact[] {
  const best = new Map<string, SecFact>();
  for (const f of facts) {
    const key = `${f.start ?? ''}|${f.end}`;
    const held = best.get(key);
    if (!held || newer(f, held)) best.set(key, f);
  }
  return [...best.values()];
}

/**
 * The facts of the first concepts of a fallback list, merged per period: for one period the latest
 * filing wins across concepts, and on a tie the concept earlier in the list (filers switch tags over
 * the years, and re-report old periods under the new tag).
 */
export function pooledFacts(doc: SecCompanyFacts, taxonomy: string, concepts: readonly string[], acceptUnit: (unit: string) => boolean): SecFact[] {
  const best = new Map<string, SecFact>();
  for (const concept of concepts) {
    for (const f of dedupeByPeriod(conceptFacts(doc, taxonomy, concept, acceptUnit))) {
      const key = `${f.start ?? ''}|${f.end}`;
      const held = best.get(key);
      if (!held || f.filed > held.filed) best.set(key, f);
    }
  }
  return [...best.values()];
}

export const isUsd = (unit: string) => unit === 'USD';
export const isShares = (unit: string) => unit === 'shares';
