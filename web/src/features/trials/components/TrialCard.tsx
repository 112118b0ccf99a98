import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { TrialCardFieldsFragment } from '../../../gql/graphql';
import { formatNumber, withColon } from '../../../lib/format';
import { hasRealTicker } from '../../../lib/display';
import { Badge } from '../../../ui';
import { WatchButton } from '../../watchlist/components/WatchButton';
import { ReactionButtons } from './ReactionButtons';
import { PhaseBadges, SignalBadge, StatusBadge } from './TrialBadges';
import { TickerLink } from '../../companies/components/TickerLink';
import { dateState, localToday, registryDate, startDateState } from '../trials.dates';
import { TrialDateRow } from './TrialDate';
import { SlashBreaks } from './SlashBreaks';

export const TrialCardFields = graphql(`
  fragment TrialCardFields on Trial {
    nctId
    briefTitle
    status
    statusLabel
    statusSignal {
      kind
      color
      reason
    }
    phaseLabels
    leadSponsorName
    collaborators {
      name
    }
    conditions
    startDate
    startDateRaw
    completionDate
    completionDateRaw
    completionDateType
    enrollment
    siteCount
    ticker
    likes
    dislikes
    ...TrialReactionFields
  }
`);

const CAP = 3;

function Capped({ items, label }: { items: string[]; label: string }) {
  const { t } = useTranslation('trials');
  if (!items.length) return null;
  const shown = items.slice(0, CAP);
  const more = items.length - shown.length;
  return (
    <div className="small">
      <span className="muted">{withColon(label)} </span>
      {shown.join(', ')}
      {more > 0 ? <span className="muted"> {t('card.more', { count: more })}</span> : null}
    </div>
  );
}

/** The spec's trial card. */
export function TrialCard({ trial }: { trial: TrialCardFieldsFragment }) {
  const { t } = useTranslation('trials');
  const today = localToday();
  const start = registryDate(trial.startDate, trial.startDateRaw);
  const end = registryDate(trial.completionDate, trial.completionDateRaw);
  return (
    <article className="card trial-card" data-testid="trial-card" data-nct-id={trial.nctId}>
      <div className="row trial-card-badges">
        <StatusBadge status={trial.status} label={trial.statusLabel} />
        <PhaseBadges phases={trial.phaseLabels} />
        <SignalBadge signal={trial.statusSignal} />
        {hasRealTicker(trial.ticker) ? (
          <TickerLink ticker={trial.ticker}>
            <Badge tone="purple">{trial.ticker}</Badge>
          </TickerLink>
        ) : null}
      </div>
      <h3 className="trial-card-title" lang="en">
        <Link to={`/trial/${trial.nctId}`}>
          <SlashBreaks text={trial.briefTitle} />
        </Link>
      </h3>
      <div className="small">
        <span className="muted">{withColon(t('card.sponsor'))} </span>
        <strong>{trial.leadSponsorName}</strong>
      </div>
      <Capped items={trial.collaborators.map((c) => c.name)} label={t('card.collaborators')} />
      <Capped items={trial.conditions} label={t('card.conditions')} />
      <dl className="kv small trial-card-facts">
        <TrialDateRow kind="start" value={start} state={startDateState(start, trial.status, today)} />
        <TrialDateRow kind="completion" value={end} state={dateState(end, trial.completionDateType, today)} />
        <dt>{t('card.participants')}</dt>
        <dd>{trial.enrollment != null ? formatNumber(trial.enrollment) : '—'}</dd>
        <dt>{t('card.sites')}</dt>
        <dd>{formatNumber(trial.siteCount)}</dd>
      </dl>
      <div className="spread trial-card-footer">
        <code className="small">{trial.nctId}</code>
        <div className="row">
          <ReactionButtons trial={trial} />
          <WatchButton kind="TRIAL" id={trial.nctId} showLabel={false} />
          <Link to={`/trial/${trial.nctId}`} className="btn btn-secondary btn-sm">
            {t('card.more_details')}
          </Link>
        </div>
      </div>
    </article>
  );
}
