import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { graphql } from '../../../gql';
import type { TrialRunwayQuery as TrialRunwayData } from '../../../gql/graphql';
import { hasRealTicker } from '../../../lib/display';
import { Card, ErrorState, ErrorText, Spinner } from '../../../ui';
import { RunwayFigures } from '../../companies/runway/RunwayFigures';
import { RunwayRiskBadge } from '../../companies/runway/RunwayRiskBadge';
import { RunwaySourceLine } from '../../companies/runway/RunwaySourceLine';
import { atReadoutText, readoutWhen } from '../../companies/runway/runway.format';
import '../../companies/companies.css';

/**
 * The stocks tab's runway card: the listed company's cash, burn, months of runway and runway end (with
 * their filings), and where THIS trial's next readout falls on it, with the dilution risk in words.
 * Nothing for a trial without a listed company (the stock panel already says so).
 *
 * Its own query, not the trial page's: the runway is the company's (its filings and its other trials'
 * readouts), so the trial page's answer stays the trial's alone and is served from the response cache.
 */
export const TrialRunwayQuery = graphql(`
  query TrialRunway($nctId: ID!) {
    trial(nctId: $nctId) {
      nctId
      runway {
        company {
          ...CompanyRunwayFields
        }
        atReadout {
          ...RunwayReadoutFields
        }
      }
    }
  }
`);

export function StockRunwayCard({ nctId, ticker }: { nctId: string; ticker: string | null | undefined }) {
  const { t } = useTranslation('runway');
  const { data, loading, error, refetch } = useQuery(TrialRunwayQuery, { variables: { nctId }, skip: !ticker });
  if (!ticker) return null;
  const runway = data?.trial?.runway;
  if (!runway) {
    if (loading) return <Spinner label={t('loading')} />;
    if (error) return <ErrorState message={<ErrorText error={error} />} onRetry={() => void refetch()} />;
    return null;
  }
  return <TrialRunwayCard runway={runway} ticker={ticker} />;
}

type TrialRunway = NonNullable<NonNullable<TrialRunwayData['trial']>['runway']>;

/** The card itself, for a trial whose company has a runway. */
export function TrialRunwayCard({ runway, ticker }: { runway: TrialRunway; ticker: string | null | undefined }) {
  const { t } = useTranslation('runway');
  const { company: r, atReadout } = runway;
  return (
    <Card
      title={t('trial.title')}
      className="runway-card"
      data-testid="trial-runway"
      actions={hasRealTicker(ticker) ? <Link to={`/company/${encodeURIComponent(ticker)}`}>{t('trial.companyLink', { ticker })}</Link> : null}
    >
      <div className="stack">
        <RunwaySourceLine runway={r} />
        {r.unavailable ? (
          <p className={r.unavailable === 'PROVIDER_FAILED' ? 'banner-error' : 'muted'} data-testid="runway-unknown" data-reason={r.unavailable}>
            {t('unknownReason', { reason: t(`unavailable.${r.unavailable}`) })}
          </p>
        ) : (
          <RunwayFigures runway={r} compact />
        )}
        <div className="runway-this-readout" data-testid="trial-runway-readout">
          <h3 className="runway-subtitle">{t('trial.thisReadout')}</h3>
          {atReadout ? (
            <p>
              <strong data-testid="trial-runway-at">{atReadoutText(t, atReadout, r.notBurning)}</strong> <RunwayRiskBadge risk={atReadout.risk} />
              <br />
              <span className="small muted">{readoutWhen(t, atReadout)}</span>
            </p>
          ) : (
            <p className="muted">{t('trial.noReadout')}</p>
          )}
        </div>
      </div>
    </Card>
  );
}
