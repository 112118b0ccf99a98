import type { KeyboardEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { TableRowFieldsFragment } from '../../../gql/graphql';
import { hasRealTicker, listingTone, phaseTone, recommendationTone, scoreTone } from '../../../lib/display';
import { formatBillions, formatNumber, formatScore } from '../../../lib/format';
import { Badge } from '../../../ui';
import { listingLabel, recommendationLabel, verdictLabel } from '../labels';
import { SignalBadge } from '../../trials/components/TrialBadges';
import { QuoteCell, type TableQuote } from './QuoteCell';
import type { ColumnKey } from './ResultsTableHead';
import { phaseText } from '../../../lib/labels';
import { TickerLink } from '../../companies/components/TickerLink';
import { NextCatalystBadge } from '../../catalysts/NextCatalystBadge';
import { TrialDate } from '../../trials/components/TrialDate';
import { dateState, registryDate } from '../../trials/trials.dates';
import { SlashBreaks } from '../../trials/components/SlashBreaks';
import { countryName } from '../../../lib/countries';

export const TableRowFields = graphql(`
  fragment TableRowFields on Trial {
    nctId
    briefTitle
    leadSponsorName
    ticker
    phases
    score
    recommendation
    statusSignal {
      kind
      color
      reason
    }
    investmentVerdict
    enrollment
    completionDate
    completionDateRaw
    completionDateType
    countries
    nextCatalyst {
      ...NextCatalystFields
    }
  }
`);

/** The sponsor's market cap in US dollars, from the page's quotes: none for an unlisted sponsor, '…' while the quotes load. */
function MarketCapCell({ ticker, quote, loading }: { ticker: string | null; quote: TableQuote | undefined; loading: boolean }) {
  const { t } = useTranslation('table');
  if (!ticker) return <span className="muted">—</span>;
  if (loading && !quote)
    return (
      <span className="muted" aria-label={t('quote.loading')}>
        …
      </span>
    );
  const cap = quote && !quote.isError ? quote.marketCapUsd : null;
  return cap != null ? (
    <span data-testid="market-cap">{formatBillions(cap)}</span>
  ) : (
    <span className="muted" data-testid="market-cap" title={t('marketCap.unknown')}>
      —
    </span>
  );
}

/** A cell labelled with its column's name (shown above the value when the table is stacked on narrow screens). */
function Cell({ column, className = '', children }: { column: ColumnKey; className?: string; children: ReactNode }) {
  const { t } = useTranslation('table');
  return (
    <td data-label={t(`columns.${column}`)} className={`col-${column}${className ? ` ${className}` : ''}`}>
      {children}
    </td>
  );
}

/** One trial: a click (or Enter / Space on the focused row) opens it; the stock cell opens the chart. */
export function ResultsTableRow({
  row,
  quotes,
  quotesLoading,
  quotesFailed,
  onOpenTrial,
  onOpenChart,
}: {
  row: TableRowFieldsFragment;
  /** The page's quotes by upper-case ticker. */
  quotes: Map<string, TableQuote>;
  quotesLoading: boolean;
  quotesFailed: boolean;
  onOpenTrial: (nctId: string) => void;
  onOpenChart: (row: TableRowFieldsFragment) => void;
}) {
  const { t, i18n } = useTranslation('table');
  const ticker = hasRealTicker(row.ticker) ? row.ticker.toUpperCase() : null;
  const end = registryDate(row.completionDate, row.completionDateRaw);
  const onKeyDown = (e: KeyboardEvent<HTMLTableRowElement>) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onOpenTrial(row.nctId);
    }
  };
  return (
    <tr
      className="row-clickable"
      tabIndex={0}
      aria-label={t('rowLabel', { nctId: row.nctId, title: row.briefTitle })}
      onClick={() => onOpenTrial(row.nctId)}
      onKeyDown={onKeyDown}
      data-testid="table-row"
      data-nct-id={row.nctId}
    >
      <Cell column="nctId">
        <code>{row.nctId}</code>
      </Cell>
      <Cell column="title">
        <span className="clamp-2 title-clamp" title={row.briefTitle} lang="en">
          <SlashBreaks text={row.briefTitle} />
        </span>
      </Cell>
      <Cell column="sponsor">
        <div>
          <div>{row.leadSponsorName}</div>
          {ticker ? (
            <TickerLink ticker={ticker}>
              <Badge tone="purple">{ticker}</Badge>
            </TickerLink>
          ) : null}
        </div>
      </Cell>
      <Cell column="phase">
        <div className="row">
          {row.phases.map((p) => (
            <Badge key={p} tone={phaseTone(p)}>
              {phaseText(t, p)}
            </Badge>
          ))}
        </div>
      </Cell>
      <Cell column="score">
        {row.score != null ? (
          <Badge tone={scoreTone(row.score)} data-testid="score">
            {formatScore(row.score)}
          </Badge>
        ) : (
          <span className="muted">—</span>
        )}
      </Cell>
      <Cell column="verdict">
        <div className="stack-tight">
          <Badge tone={recommendationTone(row.recommendation)} data-testid="recommendation">
            {recommendationLabel(t, row.recommendation)}
          </Badge>
          <SignalBadge signal={row.statusSignal} />
        </div>
      </Cell>
      <Cell column="listing">
        <Badge tone={listingTone(row.investmentVerdict)} data-testid="listing" title={listingLabel(t, row.investmentVerdict)}>
          {verdictLabel(t, row.investmentVerdict)}
        </Badge>
      </Cell>
      <Cell column="catalyst">
        {row.nextCatalyst ? <NextCatalystBadge catalyst={row.nextCatalyst} /> : <span className="muted">{t('catalyst.none')}</span>}
      </Cell>
      <Cell column="stock">
        <QuoteCell
          ticker={row.ticker}
          quote={ticker ? quotes.get(ticker) : undefined}
          loading={quotesLoading}
          failed={quotesFailed}
          onOpen={() => onOpenChart(row)}
        />
      </Cell>
      <Cell column="marketCap">
        <MarketCapCell ticker={ticker} quote={ticker ? quotes.get(ticker) : undefined} loading={quotesLoading} />
      </Cell>
      <Cell column="details" className="small">
        <div>
          <div>{row.enrollment != null ? t('details.enrollment', { value: formatNumber(row.enrollment) }) : '—'}</div>
          <div>
            <TrialDate kind="completion" value={end} state={dateState(end, row.completionDateType)} />
          </div>
          <div className="muted">
            {row.countries.length
              ? t('details.countries', {
                  list: row.countries
                    .slice(0, 2)
                    .map((c) => countryName(c, i18n.language))
                    .join(', '),
                })
              : t('details.noCountry')}
          </div>
        </div>
      </Cell>
      <Cell column="actions">
        <Link
          to={`/trial/${row.nctId}`}
          className="btn btn-secondary btn-sm"
          onClick={(e) => e.stopPropagation()}
          aria-label={t('actions.viewTrial', { nctId: row.nctId })}
        >
          {t('actions.view')}
        </Link>
      </Cell>
    </tr>
  );
}
