import type { TrialStatus, TrialsFilter } from '../../gql/graphql';
import { isIndustrySponsor, phaseLabel } from '../../lib/display';

/** Server-side filters of the /trials page (sent as `trials(filter)`, debounced). */
export interface ServerFilters {
  country: string;
  sponsor: string;
  statuses: TrialStatus[];
  startDate: string;
}

export const EMPTY_SERVER_FILTERS: ServerFilters = { country: '', sponsor: '', statuses: [], startDate: '' };

/** The `trials` query's filter: trimmed texts, only what is set. */
export function serverFilterInput(f: ServerFilters): TrialsFilter {
  const filter: TrialsFilter = {};
  if (f.country.trim()) filter.country = f.country.trim();
  if (f.sponsor.trim()) filter.sponsor = f.sponsor.trim();
  if (f.statuses.length) filter.statuses = f.statuses;
  if (f.startDate) filter.startDateFrom = f.startDate;
  return filter;
}

/** Client-side filters of the /trials page, applied to the loaded trials. */
export interface ClientFilters {
  sort: 'none' | 'asc' | 'desc';
  industryOnly: boolean;
  phases: string[];
  /** Exclusive bounds on the completion date (YYYY-MM-DD). */
  completionAfter: string;
  completionBefore: string;
}

export const EMPTY_CLIENT_FILTERS: ClientFilters = { sort: 'none', industryOnly: false, phases: [], completionAfter: '', completionBefore: '' };

export interface FilterableTrial {
  leadSponsorName: string;
  phaseLabels: readonly string[];
  completionDate?: string | null;
}

export function applyClientFilters<T extends FilterableTrial>(trials: readonly T[], f: ClientFilters): T[] {
  let out = trials.filter((trial) => {
    if (f.industryOnly && !isIndustrySponsor(trial.leadSponsorName)) return false;
    if (f.phases.length && !trial.phaseLabels.some((p) => f.phases.includes(phaseLabel(p)))) return false;
    if (f.completionAfter || f.completionBefore) {
      const d = trial.completionDate;
      if (!d) return false;
      if (f.completionAfter && !(d > f.completionAfter)) return false;
      if (f.completionBefore && !(d < f.completionBefore)) return false;
    }
    return true;
  });
  if (f.sort !== 'none') {
    const dir = f.sort === 'asc' ? 1 : -1;
    out = [...out].sort((a, b) => {
      const da = a.completionDate;
      const db = b.completionDate;
      if (!da && !db) return 0;
      if (!da) return 1; // undated last, whatever the direction
      if (!db) return -1;
      return da < db ? -dir : da > db ? dir : 0;
    });
  }
  return out;
}

/** Phase checkboxes are built from the loaded data. */
export function phasesOf(trials: readonly FilterableTrial[]): string[] {
  const set = new Set<string>();
  for (const t of trials) for (const p of t.phaseLabels) set.add(phaseLabel(p));
  return [...set].sort();
}

export function uniqueSponsors(trials: readonly FilterableTrial[]): number {
  return new Set(trials.map((t) => t.leadSponsorName)).size;
}

export function hasClientFilters(f: ClientFilters): boolean {
  return f.sort !== 'none' || f.industryOnly || f.phases.length > 0 || !!f.completionAfter || !!f.completionBefore;
}
