import type { AnalysisInput } from '../../domain/analysis-input.js';
import type { ContextLine } from '../../domain/analysis.js';
import type { Bilingual } from '../../domain/bilingual.js';
import { catalystContext } from './catalyst.js';
import { num, pct } from './format.js';
import { slipContext } from './slips.js';
import { regulatoryContext } from './regulatory.js';
import { statusWords } from '../../domain/trial-status-words.js';

/**
 * Facts the reader should see that have no published effect size on a readout: they never move the
 * probability (effect 0). The status, the sponsor's record in our database, serious adverse events,
 * the enrollment size, the next catalyst and date slips. `tone: 'risk'` lists a line among the risks
 * (a stopped study, a stale date, a high serious adverse event rate); `info` among the key facts.
 * A completed study is a fact, never an opportunity.
 */
function line(key: string, label: Bilingual, tone: ContextLine['tone'], statement: Bilingual, field: string): ContextLine {
  return { key, label, effect: 0, min: 0, max: 0, statement, field, source: null, tone };
}

export const ACTIVE_STATUSES = new Set(['RECRUITING', 'NOT_YET_RECRUITING', 'ACTIVE_NOT_RECRUITING', 'ENROLLING_BY_INVITATION']);
/** Statuses after which no readout is expected from the trial. */
export const STOPPED_STATUSES = new Set(['TERMINATED', 'WITHDRAWN', 'SUSPENDED']);

/** Why a trial stopped, from its whyStopped text. */
export function stopReason(whyStopped: string | null): 'efficacy_safety' | 'enrollment' | 'business' | 'unknown' {
  const w = (whyStopped ?? '').toLowerCase();
  if (/futil|efficacy|lack of (benefit|effect)|did not meet|not meet|safety|toxicit|adverse|harm|interim analysis|dsmb|data monitoring/.test(w))
    return 'efficacy_safety';
  if (/enrol|recruit|accrual/.test(w)) return 'enrollment';
  if (/business|fund|financ|strateg|sponsor decision|company decision|portfolio|commercial|priorit|budget|acquisition|merger/.test(w)) return 'business';
  return 'unknown';
}

const STOP_REASONS = {
  efficacy_safety: { fr: 'efficacité ou sécurité', en: 'efficacy or safety' },
  enrollment: { fr: 'recrutement insuffisant', en: 'insufficient enrollment' },
  business: { fr: 'raison stratégique ou financière', en: 'business or funding reason' },
  unknown: { fr: 'raison non précisée', en: 'reason not given' },
};

export function statusContext(i: AnalysisInput): ContextLine {
  const label = { fr: 'Statut', en: 'Status' };
  const s = (i.status ?? 'UNKNOWN').toUpperCase();
  const why = i.whyStopped ? { fr: ` — « ${i.whyStopped.slice(0, 120)} »`, en: ` — "${i.whyStopped.slice(0, 120)}"` } : { fr: '', en: '' };
  const make = (tone: ContextLine['tone'], fr: string, en: string, field = 'status') => line('status', label, tone, { fr, en }, field);
  // Statuses in words (the web's), never the registry's codes.
  if (s === 'TERMINATED') {
    const r = STOP_REASONS[stopReason(i.whyStopped)];
    return make('risk', `Essai arrêté prématurément (${r.fr})${why.fr}`, `Trial terminated (${r.en})${why.en}`, 'status, whyStopped');
  }
  if (s === 'WITHDRAWN') return make('risk', `Essai retiré avant inclusion${why.fr}`, `Trial withdrawn before enrolling${why.en}`, 'status, whyStopped');
  if (s === 'SUSPENDED') return make('risk', `Essai suspendu${why.fr}`, `Trial suspended${why.en}`, 'status, whyStopped');
  if (s === 'COMPLETED')
    return make('info', 'Essai terminé : le statut seul ne dit rien du résultat', 'Trial completed: the status alone says nothing of the result');
  if (s === 'ACTIVE_NOT_RECRUITING') return make('info', 'Recrutement terminé, suivi en cours', 'Enrollment complete, follow-up ongoing');
  const words = statusWords(s);
  if (ACTIVE_STATUSES.has(s)) return make('info', `Essai en cours (${words.fr.toLowerCase()})`, `Trial ongoing (${words.en.toLowerCase()})`);
  if (s === 'UNKNOWN' || s === '') return make('info', 'Statut inconnu', 'Status unknown');
  return make('info', `Statut : ${words.fr}`, `Status: ${words.en}`);
}

/** The sponsor's finished phase 3 trials in our database (this one excluded): a fact, no published effect. */
export function sponsorRecordContext(i: AnalysisInput): ContextLine {
  const label = { fr: 'Historique du promoteur', en: 'Sponsor track record' };
  const r = i.sponsorRecord;
  const n = r ? r.completed + r.terminated : 0;
  if (!r || n === 0)
    return line(
      'sponsorRecord',
      label,
      'info',
      { fr: 'Aucun essai de phase 3 du promoteur terminé dans la base', en: 'No finished phase 3 trial of the sponsor in the database' },
      'leadSponsor.name',
    );
  return line(
    'sponsorRecord',
    label,
    'info',
    {
      fr: `${i.leadSponsorName} : ${r.completed} essai(s) de phase 3 mené(s) à terme et ${r.terminated} arrêté(s) dans la base (${pct(r.completed / n, 'fr', 0)} menés à terme)`,
      en: `${i.leadSponsorName}: ${r.completed} phase 3 trial(s) completed and ${r.terminated} terminated in the database (${pct(r.completed / n, 'en', 0)} completed)`,
    },
    'leadSponsor.name',
  );
}

/** Serious adverse events: participants affected / at risk. */
export function saeRate(i: AnalysisInput): { affected: number; atRisk: number } | null {
  const ae = i.results?.adverseEventsModule;
  if (!ae) return null;
  if (ae.seriousNumAffected !== null && ae.seriousNumAtRisk && ae.seriousNumAtRisk > 0) return { affected: ae.seriousNumAffected, atRisk: ae.seriousNumAtRisk };
  const groups = new Map<string, { affected: number; atRisk: number }>();
  for (const ev of ae.seriousEvents ?? []) {
    for (const s of ev.stats ?? []) {
      const g = groups.get(s.groupId) ?? { affected: 0, atRisk: 0 };
      g.affected = Math.max(g.affected, s.numAffected ?? 0);
      g.atRisk = Math.max(g.atRisk, s.numAtRisk ?? 0);
      groups.set(s.groupId, g);
    }
  }
  let affected = 0;
  let atRisk = 0;
  for (const g of groups.values()) {
    affected += g.affected;
    atRisk += g.atRisk;
  }
  return atRisk > 0 ? { affected, atRisk } : null;
}

/** Posted serious adverse events: a fact; a rate of 20 % or more is listed among the risks. */
export function saeContext(i: AnalysisInput): ContextLine {
  const label = { fr: 'Événements indésirables graves', en: 'Serious adverse events' };
  const field = 'results.adverseEventsModule.seriousEvents';
  const r = saeRate(i);
  if (!r)
    return line(
      'sae',
      label,
      'info',
      { fr: 'Pas de données publiées sur les événements indésirables graves', en: 'No posted serious adverse event data' },
      field,
    );
  const rate = r.affected / r.atRisk;
  return line(
    'sae',
    label,
    rate >= 0.2 ? 'risk' : 'info',
    {
      fr: `Taux d'événements indésirables graves : ${pct(rate, 'fr')} (${r.affected}/${r.atRisk})`,
      en: `Serious adverse event rate: ${pct(rate, 'en')} (${r.affected}/${r.atRisk})`,
    },
    field,
  );
}

/** The enrollment (the spec's size classes: > 1000 large, > 500 medium, otherwise small): a fact, no published effect. */
export function enrollmentContext(i: AnalysisInput): ContextLine {
  const label = { fr: 'Effectif', en: 'Enrollment' };
  const n = i.enrollment;
  if (n === null || n === undefined) return line('enrollment', label, 'info', { fr: 'Effectif non renseigné', en: 'Enrollment not reported' }, 'enrollment');
  const size = n > 1000 ? ['grande étude', 'large study'] : n > 500 ? ['étude moyenne', 'medium study'] : ['petite étude', 'small study'];
  const kind = i.enrollmentType === 'ACTUAL' ? ['inclus', 'enrolled'] : i.enrollmentType === 'ESTIMATED' ? ['prévus', 'planned'] : ['', ''];
  return line(
    'enrollment',
    label,
    'info',
    {
      fr: `${num(n, 'fr', 0)} participants${kind[0] ? ` ${kind[0]}` : ''} : ${size[0]}`,
      en: `${num(n, 'en', 0)} participants${kind[1] ? ` ${kind[1]}` : ''}: ${size[1]}`,
    },
    'enrollment',
  );
}

/** The context lines, in the breakdown's order. */
export function contextLines(i: AnalysisInput): ContextLine[] {
  return [statusContext(i), catalystContext(i), ...regulatoryContext(i), slipContext(i), enrollmentContext(i), sponsorRecordContext(i), saeContext(i)];
}
