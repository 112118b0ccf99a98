import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { Phase } from '../../../gql/graphql';
import { hasRealTicker } from '../../../lib/display';
import { formatDaysFromToday } from '../../../lib/format';
import { Badge, Button, Card, EmptyState, ErrorState, Spinner } from '../../../ui';
import { PhaseBadges, StatusBadge } from '../../trials/components/TrialBadges';
import { NextCatalystBadge } from '../../catalysts/NextCatalystBadge';
import { TickerLink } from '../../companies/components/TickerLink';
import { TrialDate } from '../../trials/components/TrialDate';
import { dateState, localToday, registryDate } from '../../trials/trials.dates';
import { SlashBreaks } from '../../trials/components/SlashBreaks';

export const UpcomingTrialsQuery = graphql(`
  query UpcomingTrials($phases: [Phase!], $days: Int, $limit: Int) {
    upcomingTrials(phases: $phases, days: $days, limit: $limit) {
      nctId
      briefTitle
      status
      statusLabel
      phaseLabels
      leadSponsorName
      completionDate
      completionDateRaw
      completionDateType
      ticker
      nextCatalyst {
        ...NextCatalystFields
      }
    }
  }
`);

/** The phase buttons: display value and the API's code. */
const PHASES: readonly { label: string; code: Phase }[] = [
  { label: 'Phase 1', code: 'PHASE1' },
  { label: 'Phase 2', code: 'PHASE2' },
  { label: 'Phase 3', code: 'PHASE3' },
  { label: 'Phase 4', code: 'PHASE4' },
];
export const UPCOMING_DAYS = 14;
const REQUEST_LIMIT = 50;
const SHOWN = 6;

/** Whole days from today (local) to a YYYY-MM-DD date. */
export function daysUntil(date: string, now = new Date()): number {
  const [y, m, d] = date.split('-').map(Number);
  const target = Date.UTC(y, m - 1, d);
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((target - today) / 86_400_000);
}

/** The 'ending in N days' badge: 'today' and 'tomorrow' for 0 and 1 (Intl.RelativeTimeFormat in the interface language). */
export function endingLabel(t: TFunction, days: number, lang?: string): string {
  return t('dashboard:upcoming.ending', { when: formatDaysFromToday(days, lang) });
}

export function UpcomingTrials() {
  const { t } = useTranslation('dashboard');
  const [phases, setPhases] = useState<Phase[]>(['PHASE3']);
  const { data, previousData, loading, error, refetch } = useQuery(UpcomingTrialsQuery, {
    variables: { phases, days: UPCOMING_DAYS, limit: REQUEST_LIMIT },
    notifyOnNetworkStatusChange: true,
  });
  const all = (data ?? previousData)?.upcomingTrials ?? [];
  // Not loaded (the API could not be reached): say so, with a retry, rather than "no trial ends soon".
  const failed = !!error && !data;
  const shown = all.filter((x) => hasRealTicker(x.ticker)).slice(0, SHOWN);
  const today = localToday();
  const toggle = (p: Phase) => setPhases((cur) => (cur.includes(p) ? cur.filter((x) => x !== p) : [...cur, p]));

  return (
    <Card title={t('upcoming.title')} data-testid="upcoming">
      <div className="spread">
        <div className="row" role="group" aria-label={t('upcoming.phaseFilter')}>
          {PHASES.map((p) => (
            <Button key={p.code} size="sm" variant="secondary" aria-pressed={phases.includes(p.code)} onClick={() => toggle(p.code)}>
              {p.label}
            </Button>
          ))}
          <Button size="sm" variant="ghost" onClick={() => setPhases([])}>
            {t('upcoming.reset')}
          </Button>
        </div>
        <span className="small muted" aria-live="polite">
          {loading ? <span className="spinner spinner-inline" aria-hidden="true" /> : null} {failed ? null : t('upcoming.count', { count: shown.length })}
        </span>
      </div>
      {failed && !loading ? (
        <ErrorState message={t('errors.upcoming')} onRetry={() => void refetch()} />
      ) : loading && !all.length ? (
        <Spinner />
      ) : shown.length === 0 ? (
        <EmptyState
          title={t('upcoming.empty')}
          action={
            phases.length ? (
              <Button variant="secondary" onClick={() => setPhases([])}>
                {t('upcoming.viewAll')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <ul className="grid grid-3 list-plain upcoming-list">
          {shown.map((trial) => {
            const days = trial.completionDate ? daysUntil(trial.completionDate) : null;
            const end = registryDate(trial.completionDate, trial.completionDateRaw);
            // The card lists the trial for its next catalyst; the spec's "ending in" badge stays when the completion itself is that close.
            const ending = days !== null && days >= 0 && days <= UPCOMING_DAYS;
            return (
              <li key={trial.nctId} className="card upcoming-card" data-testid="upcoming-card">
                <div className="row">
                  {trial.nextCatalyst ? <NextCatalystBadge catalyst={trial.nextCatalyst} /> : null}
                  {ending ? <Badge tone={days <= 3 ? 'red' : days <= 7 ? 'orange' : 'yellow'}>{endingLabel(t, days)}</Badge> : null}
                  <TickerLink ticker={trial.ticker}>
                    <Badge tone="purple">{trial.ticker}</Badge>
                  </TickerLink>
                </div>
                <Link to={`/trial/${trial.nctId}`} className="upcoming-title clamp-2" lang="en">
                  <SlashBreaks text={trial.briefTitle} />
                </Link>
                <div className="small muted">{trial.leadSponsorName}</div>
                <div className="row small">
                  <StatusBadge status={trial.status} label={trial.statusLabel} />
                  <PhaseBadges phases={trial.phaseLabels} />
                </div>
                <div className="small">
                  <TrialDate kind="completion" value={end} state={dateState(end, trial.completionDateType, today)} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
