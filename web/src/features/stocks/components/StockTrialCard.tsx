import { graphql } from '../../../gql';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { StockCardFieldsFragment } from '../../../gql/graphql';
import { formatBillions, formatCompact, formatCurrency, formatNumber, formatPercent, formatRatio, formatSigned } from '../../../lib/format';
import { listingTone, recommendationTone, scoreTone } from '../../../lib/display';
import { Badge, Button } from '../../../ui';
import { listingLabel, recommendationLabel } from '../../table/labels';
import { dataErrorMessage } from '../../../lib/errors';
import { usdEquivalent } from '../../../lib/money';
import { DemoMarketBadge } from './DemoMarketBadge';
import { TickerLink } from '../../companies/components/TickerLink';

export const StockCardFields = graphql(`
  fragment StockCardFields on Trial {
    nctId
    briefTitle
    leadSponsorName
    ticker
    investmentVerdict
    score
    recommendation
    phases
    completionDate
    stock {
      ticker
      companyName
      currentPrice
      change
      changePercent
      currency
      marketCap
      marketCapUsd
      peRatio
      beta
      fiftyTwoWeekHigh
      fiftyTwoWeekLow
      volume
      exchange
      marketState
      source
      stale
      isError
      error
      errorReason
    }
  }
`);

/** A stock dashboard card: the trial, its sponsor's quote and key metrics (market cap in billions, 1 decimal). */
export function StockTrialCard({ trial, onChart }: { trial: StockCardFieldsFragment; onChart: () => void }) {
  const { t } = useTranslation('stocks');
  const s = trial.stock;
  const changeTone = (s?.change ?? 0) > 0 ? 'tone-green' : (s?.change ?? 0) < 0 ? 'tone-red' : 'tone-gray';
  return (
    <article className="card stock-card" data-testid="stock-card" data-nct-id={trial.nctId}>
      <header className="spread">
        <div className="row">
          <TickerLink ticker={trial.ticker}>
            <Badge tone="purple">{trial.ticker}</Badge>
          </TickerLink>
          {trial.recommendation ? <Badge tone={recommendationTone(trial.recommendation)}>{recommendationLabel(t, trial.recommendation)}</Badge> : null}
          <Badge tone={listingTone(trial.investmentVerdict)} data-testid="stock-card-listing">
            {listingLabel(t, trial.investmentVerdict)}
          </Badge>
        </div>
        {trial.score != null ? <Badge tone={scoreTone(trial.score)}>{t('card.score', { score: formatNumber(trial.score, 1) })}</Badge> : null}
      </header>
      <h2 className="trial-card-title">
        <Link to={`/trial/${trial.nctId}`}>{trial.briefTitle}</Link>
      </h2>
      <p className="small muted">
        {s?.companyName ?? trial.leadSponsorName} · <code>{trial.nctId}</code>
      </p>
      {!s ? (
        <p className="notice-yellow small">{t('noData')}</p>
      ) : s.isError ? (
        <p className="notice-yellow small" data-testid="stock-error">
          {t('error', { error: dataErrorMessage(t, s.errorReason) })}
        </p>
      ) : (
        <>
          <div className="stock-price">
            <strong>{formatCurrency(s.currentPrice, s.currency)}</strong>
            <span className={changeTone}>
              {formatSigned(s.change)} ({formatPercent(s.changePercent, { signed: true })})
            </span>
            {s.stale ? <Badge tone="yellow">{t('card.stale')}</Badge> : null}
            <DemoMarketBadge source={s.source} />
          </div>
          <dl className="kv small stock-metrics">
            <dt>{t('card.marketCap')}</dt>
            <dd data-testid="stock-card-market-cap" data-usd={s.marketCapUsd ?? undefined}>
              {formatBillions(s.marketCap, s.currency)}
              {usdEquivalent(s.marketCapUsd, s.currency) ? <span className="muted"> {usdEquivalent(s.marketCapUsd, s.currency)}</span> : null}
            </dd>
            <dt>{t('card.pe')}</dt>
            <dd>{formatRatio(s.peRatio)}</dd>
            <dt>{t('card.beta')}</dt>
            <dd>{formatRatio(s.beta)}</dd>
            <dt>{t('card.high52')}</dt>
            <dd>{formatCurrency(s.fiftyTwoWeekHigh, s.currency)}</dd>
            <dt>{t('card.low52')}</dt>
            <dd>{formatCurrency(s.fiftyTwoWeekLow, s.currency)}</dd>
            <dt>{t('card.volume')}</dt>
            <dd>{formatCompact(s.volume)}</dd>
            <dt>{t('card.market')}</dt>
            <dd>
              {s.exchange ?? '—'} · {s.marketState === 'REGULAR' ? t('card.open') : t('card.closed')}
            </dd>
          </dl>
        </>
      )}
      <div className="row stock-card-actions">
        <Button variant="secondary" size="sm" onClick={onChart} disabled={!s || s.isError} data-testid="stock-chart-button">
          {t('card.chart')}
        </Button>
        <Link to={`/trial/${trial.nctId}`} className="btn btn-secondary btn-sm">
          {t('card.details')}
        </Link>
      </div>
    </article>
  );
}
