import { PHASE_CODES, TRIAL_STATUSES } from '../../domain/trial.js';
import type { CtgovQuery } from '../../providers/ctgov/ctgov.client.js';

export const IMPORT_USAGE = `Usage:
  npm run import -- <file|folder>
      Imports ClinicalTrials.gov API v2 data: a /studies list answer, a single study, a JSON
      array of studies or NDJSON (one study per line); a folder imports every .json/.ndjson/.jsonl file.
  npm run import -- --live [--query.term T] [--query.cond C] [--phase PHASE3] [--status RECRUITING,...] [--max N] [--restart]
                          [--since YYYY-MM-DD | --since-last]
      Fetches from the public API v2 (CTGOV_BASE_URL), 1000 studies per page, at most 50 requests
      per minute; an interrupted run of the same query resumes from its last page (--restart starts over).
      --since: only studies whose last update was posted on or after that day; --since-last: since the
      day the latest completed run of the same filters started. Changes of watched fields are recorded.
      Phases: ${PHASE_CODES.join(', ')}. Statuses: ${TRIAL_STATUSES.join(', ')}.`;

export class UsageError extends Error {}

export type ImportArgs = { mode: 'path'; path: string } | { mode: 'live'; query: CtgovQuery; max?: number; restart: boolean; since?: string | 'last' };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written YYYY-MM-DD. */
export function isIsoDay(v: string): boolean {
  if (!ISO_DAY.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

function list(flag: string, value: string, allowed: readonly string[]): string[] {
  const items = value
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  const bad = items.filter((s) => !allowed.includes(s));
  if (!items.length || bad.length)
    throw new UsageError(`${flag}: unknown value ${bad.length ? bad.join(', ') : '(empty)'}; expected one or more of ${allowed.join(', ')}`);
  return items;
}

/** Parses `npm run import` arguments; throws UsageError with a clear message. */
export function parseImportArgs(argv: string[]): ImportArgs {
  if (!argv.length || argv.includes('--help') || argv.includes('-h')) throw new UsageError('');
  if (!argv.includes('--live')) {
    const unknown = argv.filter((a) => a.startsWith('--'));
    if (unknown.length) throw new UsageError(`unknown option ${unknown[0]} (live-import options need --live)`);
    if (argv.length > 1) throw new UsageError(`expected one file or folder, got ${argv.length} arguments`);
    return { mode: 'path', path: argv[0] };
  }
  const query: CtgovQuery = {};
  let max: number | undefined;
  let restart = false;
  let since: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || (inline === undefined && v.startsWith('--'))) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--live':
        break;
      case '--restart':
        restart = true;
        break;
      case '--since': {
        const v = value();
        if (!isIsoDay(v)) throw new UsageError(`--since must be a day written YYYY-MM-DD, got "${v}"`);
        if (since) throw new UsageError('give --since or --since-last, once');
        since = v;
        break;
      }
      case '--since-last':
        if (since) throw new UsageError('give --since or --since-last, once');
        since = 'last';
        break;
      case '--query.term':
        query.term = value();
        break;
      case '--query.cond':
        query.cond = value();
        break;
      case '--phase':
        query.phase = list('--phase', value(), PHASE_CODES);
        break;
      case '--status':
        query.status = list('--status', value(), TRIAL_STATUSES);
        break;
      case '--max': {
        const v = value();
        if (!/^\d+$/.test(v) || Number(v) < 1) throw new UsageError(`--max must be a positive whole number, got "${v}"`);
        max = Number(v);
        break;
      }
      default:
        throw new UsageError(flag.startsWith('--') ? `unknown option ${flag}` : `unexpected argument "${arg}" (a live import reads no file)`);
    }
  }
  return { mode: 'live', query, max, restart, ...(since ? { since } : {}) };
}
