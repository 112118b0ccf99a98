import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { CatalystRowFieldsFragment } from '../../../gql/graphql';
import { hasRealTicker, phaseTone, scoreTone } from '../../../lib/display';
import { formatCompactCurrency, formatDate, formatFractionPercent, formatScore } from '../../../lib/format';
import { phaseText } from '../../../lib/labels';
import { Badge } from '../../../ui';
import { TickerLink } from '../../companies/components/TickerLink';
import { CatalystWhen } from './CatalystWhen';
import { RunwayAtReadout } from './RunwayAtReadout';

export const CatalystRowFields = graphql(`
  fragment CatalystRowFields on CatalystRow {
    id
    category
    kind
    windowStart
    windowEnd
    precision
    confidence
    daysUntil
    nctId
    trialTitle
    ticker
    company
    drugs
    indication
    phases
    readoutProbability
    score
    marketCapUsd
    runwayMonthsAtReadout
    dilutionRisk
    applicationNumber
    outcome
    source
    sourceUrl
    asOf
    demo
  }
`);

export type CatalystColumn = 'date' | 'kind' | 'company' | 'drug' | 'phase' | 'probability' | 'score' | 'marketCap' | 'runway' | 'source';

/** A cell labelled with its column's name (shown beside the value when the table becomes cards on phones). */
function Cell({ column, children }: { column: CatalystColumn; children: ReactNode }) {
  const { t } = useTranslation('catalysts');
  return (
    <td data-label={t(`screen.columns.${column}`)} className={`col-${column}`}>
      {children}
    </td>
  );
}

const none = <span className="muted">—</span>;

/**
 * One catalyst: its date, kind, company, drug, phase, the analysis' figures, the market cap, the
 * company's cash left at the readout and where the date comes from.
 */
export function CatalystRow({ row, now }: { row: CatalystRowFieldsFragment; now?: Date }) {
  const { t } = useTranslation('catalysts');
  const ticker = hasRealTicker(row.ticker) ? row.ticker.toUpperCase() : null;
  // The names that are words ("Demo data") in the reader's language; ClinicalTrials.gov, openFDA… as they are.
  const sourceNames = t('screen.sourceNames', { returnObjects: true }) as Record<string, string>;
  const sourceName = sourceNames[row.source] ?? row.source;
  return (
    <tr
      data-testid="catalyst-row"
      data-id={row.id}
      data-category={row.category}
      data-kind={row.kind}
      data-days={row.daysUntil}
      data-dilution-risk={row.dilutionRisk}
    >
      <Cell column="date">
        <CatalystWhen catalyst={row} now={now} />
      </Cell>
      <Cell column="kind">
        <div className="catalyst-stack">
          <span className="catalyst-kind" data-testid="catalyst-kind">
            {t(`kind.${row.kind}`)}
          </span>
          {row.outcome ? (
            <Badge tone={row.outcome === 'POSITIVE' ? 'green' : row.outcome === 'NEGATIVE' ? 'red' : 'gray'} data-testid="catalyst-outcome">
              {t(`outcome.${row.outcome}`)}
            </Badge>
          ) : null}
          {row.applicationNumber ? <span className="small muted">{t('screen.application', { number: row.applicationNumber })}</span> : null}
        </div>
      </Cell>
      <Cell column="company">
        <div className="catalyst-stack">
          {ticker ? (
            <TickerLink ticker={ticker}>
              <Badge tone="purple">{ticker}</Badge>
            </TickerLink>
          ) : null}
          {row.company ? <span className="break">{row.company}</span> : ticker ? null : none}
        </div>
      </Cell>
      <Cell column="drug">
        <div className="catalyst-stack">
          {row.drugs.length ? <span className="catalyst-drugs break">{row.drugs.join(', ')}</span> : none}
          {row.indication ? <span className="small muted break">{row.indication}</span> : null}
          {row.nctId ? (
            <Link to={`/trial/${row.nctId}`} className="small" title={row.trialTitle ?? undefined} data-testid="catalyst-trial">
              {t('screen.trialLink', { nctId: row.nctId })}
            </Link>
          ) : null}
        </div>
      </Cell>
      <Cell column="phase">
        {row.phases.length ? (
          <div className="row">
            {row.phases.map((p) => (
              <Badge key={p} tone={phaseTone(p)}>
                {phaseText(t, p)}
              </Badge>
            ))}
          </div>
        ) : (
          none
        )}
      </Cell>
      <Cell column="probability">
        {row.readoutProbability != null ? (
          <span title={t('screen.probabilityHint')} data-testid="catalyst-probability">
            {formatFractionPercent(row.readoutProbability, { digits: 0 })}
          </span>
        ) : (
          none
        )}
      </Cell>
      <Cell column="score">
        {row.score != null ? (
          <Badge tone={scoreTone(row.score)} data-testid="catalyst-score">
            {formatScore(row.score)}
          </Badge>
        ) : (
          none
        )}
      </Cell>
      <Cell column="marketCap">
        {row.marketCapUsd != null ? <span data-testid="catalyst-market-cap">{formatCompactCurrency(row.marketCapUsd, 'USD', 1)}</span> : none}
      </Cell>
      <Cell column="runway">
        <RunwayAtReadout months={row.runwayMonthsAtReadout} risk={row.dilutionRisk} />
      </Cell>
      <Cell column="source">
        <div className="catalyst-stack">
          <a
            href={row.sourceUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="break"
            aria-label={t('screen.sourceLink', { source: sourceName })}
            data-testid="catalyst-source"
          >
            {sourceName}
          </a>
          <span className="small muted">{t('screen.asOf', { date: formatDate(row.asOf) })}</span>
          {row.demo ? (
            <Badge tone="orange" title={t('screen.demoTitle')} data-testid="catalyst-demo">
              {t('screen.demo')}
            </Badge>
          ) : null}
        </div>
      </Cell>
    </tr>
  );
}
