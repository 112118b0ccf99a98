import { useTranslation } from 'react-i18next';
import type { CompanyPageQuery } from '../../../gql/graphql';
import { countryName } from '../../../lib/countries';
import { formatCurrency, formatPercent } from '../../../lib/format';
import { formatMoneyCompact } from '../../../lib/money';
import { Badge, Card } from '../../../ui';
import { WatchButton } from '../../watchlist/components/WatchButton';
import { DemoMarketBadge } from '../../stocks/components/DemoMarketBadge';
import { Sparkline } from './Sparkline';

type Company = NonNullable<CompanyPageQuery['company']>;

/** Name, ticker, exchange, country, currency; price, change and 30-day sparkline; market cap in its currency and in USD. */
export function CompanyHeader({ company: c }: { company: Company }) {
  const { t, i18n } = useTranslation('company');
  const s = c.stock;
  const quoted = !s.isError && s.currentPrice != null;
  const tone = (s.change ?? 0) > 0 ? 'tone-green' : (s.change ?? 0) < 0 ? 'tone-red' : 'tone-gray';
  return (
    <Card className="company-header" data-testid="company-header">
      <div className="company-title-row">
        <h1 className="company-name" data-testid="company-name">
          {c.name}
        </h1>
        <Badge tone="blue" data-testid="company-ticker">
          {c.ticker}
        </Badge>
        <div className="company-watch-slot" data-slot="watch">
          <WatchButton kind="COMPANY" id={c.ticker} size="md" />
        </div>
      </div>
      <dl className="company-facts">
        <div>
          <dt>{t('facts.exchange')}</dt>
          <dd data-testid="company-exchange">{c.exchange ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('facts.country')}</dt>
          <dd data-testid="company-country">{c.country ? countryName(c.country, i18n.language) : '—'}</dd>
        </div>
        <div>
          <dt>{t('facts.currency')}</dt>
          <dd data-testid="company-currency">{c.currency ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('facts.price')}</dt>
          <dd data-testid="company-price">
            {quoted ? (
              <>
                <strong>{formatCurrency(s.currentPrice, s.currency)}</strong> <span className={tone}>{formatPercent(s.changePercent, { signed: true })}</span>{' '}
                <DemoMarketBadge source={s.source} />
              </>
            ) : (
              <span className="muted">{t('facts.quoteUnavailable')}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('facts.marketCap')}</dt>
          <dd data-testid="company-market-cap">{quoted ? formatMoneyCompact(s.marketCap, s.currency === 'GBp' ? 'GBP' : s.currency) : '—'}</dd>
        </div>
        <div>
          <dt>{t('facts.marketCapUsd')}</dt>
          <dd data-testid="company-market-cap-usd">{formatMoneyCompact(c.marketCapUsd, 'USD')}</dd>
        </div>
        <div>
          {/* The same count (and words) as the watchlist's: trials as lead sponsor or collaborator. */}
          <dt>{t('facts.trialsAsSponsorOrCollaborator')}</dt>
          <dd data-testid="company-trial-count">{c.trialCount}</dd>
        </div>
      </dl>
      {quoted ? <Sparkline values={s.historicalPrices.slice(-30).map((p) => p.close)} label={t('facts.sparkline', { ticker: c.ticker })} /> : null}
      {c.subsidiaries.length || c.formerCompanies.length ? (
        <details className="company-structure small">
          <summary>
            {t('facts.subsidiaries')} · {t('facts.formerCompanies')}
          </summary>
          {c.subsidiaries.length ? <p>{c.subsidiaries.map((x) => x.name).join(', ')}</p> : null}
          {c.formerCompanies.length ? <p>{c.formerCompanies.map((x) => `${x.name} (${x.year})`).join(', ')}</p> : null}
        </details>
      ) : null}
    </Card>
  );
}
