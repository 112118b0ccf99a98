import type { EntityManager } from '@mikro-orm/postgresql';
import type { InvestmentVerdict, Sponsor, SponsorMatch } from '../../domain/sponsor.js';
import { resolveSponsor, type CompanyDirectory } from './sponsor-resolver.js';

export interface ReresolveOptions {
  /** Trials read and written per statement (default 2000). */
  batchSize?: number;
  /** Report what would change without writing. */
  dryRun?: boolean;
  /** Progress lines (at most one a second) and the final report. */
  log?: (line: string) => void;
}

export interface SponsorChange {
  nctId: string;
  leadSponsorName: string;
  from: { ticker: string | null; verdict: InvestmentVerdict };
  to: { ticker: string | null; verdict: InvestmentVerdict; method: SponsorMatch['method'] | null };
}

export interface ReresolveSummary {
  total: number;
  /** Trials whose company, ticker or verdict changed (their analyses are stale). */
  changed: number;
  /** Trials whose stored explanation only (sponsorMatch) changed. */
  explained: number;
  unchanged: number;
  /** "NON → OUI": count. */
  transitions: Record<string, number>;
  tickersGained: number;
  tickersLost: number;
  tickersSwitched: number;
  /** The first changes, for the report. */
  samples: SponsorChange[];
  /** nctIds of the changed trials. */
  changedIds: string[];
  /** Changed trials that already had an analysis: the affected analyses to re-run. */
  analyzedIds: string[];
}

interface Row {
  nct_id: string;
  lead_sponsor_name: string;
  lead_sponsor_class: string | null;
  collaborators: Sponsor[] | string;
  company_id: number | null;
  ticker: string | null;
  investment_verdict: InvestmentVerdict;
  sponsor_match: SponsorMatch | string | null;
  collaborator_tickers: string[] | null;
  analyzed: boolean;
}

const MAX_SAMPLES = 50;

function json<T>(v: T | string): T {
  return typeof v === 'string' ? (JSON.parse(v) as T) : v;
}

/** Key order-independent JSON (jsonb reorders keys), missing or null fields alike. */
function canonical(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== null && x !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonical(x)}`).join(',')}}`;
  }
  return JSON.stringify(v);
}

/**
 * Re-resolves the sponsor of every stored trial with the current resolver, data and overrides
 * (keyset pages on nct_id, so memory stays flat at any table size) and writes what changed: a
 * changed company, ticker or verdict also bumps `updated_at` (the analysis is stale); a changed
 * explanation alone does not. Returns what changed, and which changed trials had an analysis.
 */
export async function reresolveSponsors(em: EntityManager, dir: CompanyDirectory, opts: ReresolveOptions = {}): Promise<ReresolveSummary> {
  const conn = em.getConnection();
  const batchSize = Math.max(1, Math.min(opts.batchSize ?? 2000, 10_000));
  const log = opts.log ?? (() => undefined);
  const [{ n: total }] = await conn.execute<{ n: number }[]>('select count(*)::int as n from trials');
  const s: ReresolveSummary = {
    total,
    changed: 0,
    explained: 0,
    unchanged: 0,
    transitions: {},
    tickersGained: 0,
    tickersLost: 0,
    tickersSwitched: 0,
    samples: [],
    changedIds: [],
    analyzedIds: [],
  };
  const started = Date.now();
  let lastLine = 0;
  let last = '';
  for (;;) {
    const rows = await conn.execute<Row[]>(
      `select nct_id, lead_sponsor_name, lead_sponsor_class, collaborators, company_id, ticker, investment_verdict, sponsor_match, collaborator_tickers,
              analyzed_at is not null as analyzed
         from trials where nct_id > ? order by nct_id limit ?`,
      [last, batchSize],
    );
    if (!rows.length) break;
    last = rows[rows.length - 1].nct_id;
    const updates: {
      nct_id: string;
      company_id: number | null;
      ticker: string | null;
      investment_verdict: string;
      sponsor_match: SponsorMatch | null;
      collaborator_tickers: string[];
      material: boolean;
    }[] = [];
    for (const row of rows) {
      const collaborators = json<Sponsor[]>(row.collaborators) ?? [];
      const r = resolveSponsor(dir, { name: row.lead_sponsor_name, class: row.lead_sponsor_class }, collaborators);
      const material = r.companyId !== row.company_id || r.ticker !== row.ticker || r.investmentVerdict !== row.investment_verdict;
      const explanation =
        canonical(r.sponsorMatch) !== canonical(row.sponsor_match === null ? null : json<SponsorMatch>(row.sponsor_match)) ||
        r.collaboratorTickers.join(',') !== (row.collaborator_tickers ?? []).join(',');
      if (!material && !explanation) {
        s.unchanged += 1;
        continue;
      }
      updates.push({
        nct_id: row.nct_id,
        company_id: r.companyId,
        ticker: r.ticker,
        investment_verdict: r.investmentVerdict,
        sponsor_match: r.sponsorMatch,
        collaborator_tickers: r.collaboratorTickers,
        material,
      });
      if (!material) {
        s.explained += 1;
        continue;
      }
      s.changed += 1;
      s.changedIds.push(row.nct_id);
      if (row.analyzed) s.analyzedIds.push(row.nct_id);
      const transition = `${row.investment_verdict} → ${r.investmentVerdict}`;
      s.transitions[transition] = (s.transitions[transition] ?? 0) + 1;
      if (row.ticker === null && r.ticker !== null) s.tickersGained += 1;
      else if (row.ticker !== null && r.ticker === null) s.tickersLost += 1;
      else if (row.ticker !== r.ticker) s.tickersSwitched += 1;
      if (s.samples.length < MAX_SAMPLES) {
        s.samples.push({
          nctId: row.nct_id,
          leadSponsorName: row.lead_sponsor_name,
          from: { ticker: row.ticker, verdict: row.investment_verdict },
          to: { ticker: r.ticker, verdict: r.investmentVerdict, method: r.sponsorMatch?.method ?? null },
        });
      }
    }
    if (updates.length && !opts.dryRun) {
      await conn.execute(
        `update trials as t
            set company_id = v.company_id, ticker = v.ticker, investment_verdict = v.investment_verdict, sponsor_match = v.sponsor_match,
                collaborator_tickers = array(select jsonb_array_elements_text(v.collaborator_tickers)),
                updated_at = case when v.material then now() else t.updated_at end
           from jsonb_to_recordset(?::jsonb) as v(nct_id text, company_id int, ticker text, investment_verdict text, sponsor_match jsonb, collaborator_tickers jsonb, material boolean)
          where t.nct_id = v.nct_id`,
        [JSON.stringify(updates)],
      );
    }
    const done = s.changed + s.explained + s.unchanged;
    const now = Date.now();
    if (now - lastLine >= 1000 || done === total) {
      lastLine = now;
      const rate = done / Math.max(0.001, (now - started) / 1000);
      log(
        `resolve-sponsors: ${done}/${total} (${total ? ((100 * done) / total).toFixed(1) : '100.0'}%) — ${s.changed} changed, ${s.explained} explanations updated — ${rate.toFixed(0)} trials/s`,
      );
    }
  }
  return s;
}

/** The report printed by `npm run resolve-sponsors`. */
export function formatReresolveReport(s: ReresolveSummary, dryRun = false): string[] {
  const lines = [
    `resolve-sponsors: ${s.total} trials — ${s.changed} ${dryRun ? 'would change' : 'changed'} (ticker gained ${s.tickersGained}, lost ${s.tickersLost}, switched ${s.tickersSwitched}), ` +
      `${s.explained} explanation${s.explained === 1 ? '' : 's'} ${dryRun ? 'would be ' : ''}updated, ${s.unchanged} unchanged`,
  ];
  for (const [t, n] of Object.entries(s.transitions).sort((a, b) => b[1] - a[1])) lines.push(`  ${t}: ${n}`);
  for (const c of s.samples.slice(0, 20)) {
    lines.push(
      `  ${c.nctId} ${c.leadSponsorName}: ${c.from.ticker ?? '—'} ${c.from.verdict} → ${c.to.ticker ?? '—'} ${c.to.verdict} (${c.to.method ?? 'none'})`,
    );
  }
  const shown = Math.min(20, s.samples.length);
  if (s.changed > shown) lines.push(`  … ${s.changed - shown} more`);
  return lines;
}
