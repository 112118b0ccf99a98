import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { TrialHeaderFieldsFragment } from '../../../gql/graphql';
import { registryUrl } from '../../../lib/display';
import { WatchButton } from '../../watchlist/components/WatchButton';
import { ReactionButtons } from './ReactionButtons';
import { SponsorMatchBadge } from './SponsorMatchInfo';
import { PhaseBadges, StatusBadge } from './TrialBadges';
import { TickerLink } from '../../companies/components/TickerLink';
import { SlashBreaks } from './SlashBreaks';

export const TrialHeaderFields = graphql(`
  fragment TrialHeaderFields on Trial {
    nctId
    briefTitle
    status
    statusLabel
    phaseLabels
    ticker
    sponsorMatch {
      ...SponsorMatchFields
    }
    ...TrialReactionFields
  }
`);

/** The trial page's header: back link, title, NCT id with the registry link, ticker (with how the sponsor was linked to it), status and phases, reactions. */
export function TrialDetailHeader({ trial }: { trial: TrialHeaderFieldsFragment }) {
  const { t } = useTranslation('trial');
  return (
    <header className="card detail-header">
      <Link to="/trials" className="small">
        ← {t('backToList')}
      </Link>
      <div className="spread">
        <div className="detail-title-block">
          <h1 className="break" lang="en">
            <SlashBreaks text={trial.briefTitle} />
          </h1>
          <div className="row small">
            <code data-testid="detail-nct-id">{trial.nctId}</code>
            <a href={registryUrl(trial.nctId)} target="_blank" rel="noopener noreferrer">
              {t('registryLink')} ↗
            </a>
            <SponsorMatchBadge ticker={trial.ticker} match={trial.sponsorMatch} />
            <TickerLink ticker={trial.ticker}>{trial.ticker ? <span className="small">↗ {trial.ticker}</span> : null}</TickerLink>
          </div>
        </div>
        <div className="stack detail-side">
          <div className="row">
            <StatusBadge status={trial.status} label={trial.statusLabel} />
            <PhaseBadges phases={trial.phaseLabels} />
          </div>
          <ReactionButtons trial={trial} size="md" />
          <WatchButton kind="TRIAL" id={trial.nctId} size="md" />
        </div>
      </div>
    </header>
  );
}
