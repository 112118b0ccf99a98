import type { Connection } from '@mikro-orm/core';
import { continentOf } from '../api/src/modules/analytics/analytics.continents.js';

/** The numbers of the analytics summary, computed the naive way: every trial loaded into memory. */
export interface InMemorySummary {
  rowsLoaded: number;
  totalTrials: number;
  totalEnrollment: number;
  medianEnrollment: number;
  minEnrollment: number;
  maxEnrollment: number;
  averageScore: number;
  topSponsors: [string, number][];
  topCountries: [string, number][];
  topConditions: [string, number][];
  statusDistribution: [string, number][];
  phases: [string, number][];
  continents: [string, number][];
  recommendations: [string, number][];
  verdicts: [string, number][];
  startRange: [string | null, string | null, number];
  completionRange: [string | null, string | null, number];
}

interface Row {
  status: string;
  sponsor: string;
  countries: string[] | null;
  conditions: string[] | null;
  phases: string[] | null;
  enrollment: number | null;
  start: string | null;
  completion: string | null;
  score: number | null;
  recommendation: string | null;
  verdict: string | null;
}

const count = (m: Map<string, number>, k: string | null | undefined) => {
  if (k != null) m.set(k, (m.get(k) ?? 0) + 1);
};
const top = (m: Map<string, number>, n = Infinity): [string, number][] =>
  [...m.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).slice(0, n);

/** Loads the summary's columns of every trial (at most `maxRows`) and aggregates in JavaScript. */
export async function inMemorySummary(conn: Connection, maxRows: number): Promise<InMemorySummary> {
  const rows = (await conn.execute(
    `select status, lead_sponsor_name as sponsor, countries, conditions, phases, enrollment,
       to_char(start_date, 'YYYY-MM-DD') as start, to_char(completion_date, 'YYYY-MM-DD') as completion, score, recommendation, investment_verdict as verdict
     from trials limit ${Number(maxRows)}`,
  )) as Row[];
  const status = new Map<string, number>();
  const sponsors = new Map<string, number>();
  const countries = new Map<string, number>();
  const conditions = new Map<string, number>();
  const phases = new Map<string, number>();
  const continents = new Map<string, number>();
  const recs = new Map<string, number>();
  const verdicts = new Map<string, number>();
  const enrollments: number[] = [];
  let scoreSum = 0;
  let scoreN = 0;
  let sMin: string | null = null;
  let sMax: string | null = null;
  let sN = 0;
  let cMin: string | null = null;
  let cMax: string | null = null;
  let cN = 0;
  for (const r of rows) {
    count(status, r.status);
    count(sponsors, r.sponsor);
    for (const c of r.countries ?? []) count(countries, c);
    for (const c of r.conditions ?? []) count(conditions, c);
    for (const p of r.phases ?? []) count(phases, p);
    for (const k of new Set((r.countries ?? []).map((c) => continentOf(c) ?? 'Other'))) count(continents, k);
    count(recs, r.recommendation);
    count(verdicts, r.verdict);
    if (r.enrollment != null) enrollments.push(Number(r.enrollment));
    if (r.score != null) {
      scoreSum += Number(r.score);
      scoreN += 1;
    }
    if (r.start) {
      sN += 1;
      if (!sMin || r.start < sMin) sMin = r.start;
      if (!sMax || r.start > sMax) sMax = r.start;
    }
    if (r.completion) {
      cN += 1;
      if (!cMin || r.completion < cMin) cMin = r.completion;
      if (!cMax || r.completion > cMax) cMax = r.completion;
    }
  }
  enrollments.sort((a, b) => a - b);
  // percentile_cont(0.5): interpolated median, as the SQL does.
  const mid = (enrollments.length - 1) / 2;
  const median = enrollments.length ? (enrollments[Math.floor(mid)] + enrollments[Math.ceil(mid)]) / 2 : 0;
  return {
    rowsLoaded: rows.length,
    totalTrials: rows.length,
    totalEnrollment: enrollments.reduce((a, b) => a + b, 0),
    medianEnrollment: median,
    minEnrollment: enrollments[0] ?? 0,
    maxEnrollment: enrollments[enrollments.length - 1] ?? 0,
    averageScore: scoreN ? Math.round((scoreSum / scoreN) * 10) / 10 : 0,
    topSponsors: top(sponsors, 10),
    topCountries: top(countries, 10),
    topConditions: top(conditions, 10),
    statusDistribution: top(status),
    phases: top(phases),
    continents: top(continents),
    recommendations: top(recs),
    verdicts: top(verdicts),
    startRange: [sMin, sMax, sN],
    completionRange: [cMin, cMax, cN],
  };
}
