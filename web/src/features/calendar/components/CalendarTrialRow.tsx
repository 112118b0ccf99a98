import { graphql } from '../../../gql';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CalendarTrialFieldsFragment } from '../../../gql/graphql';
import { formatBillions, formatCurrency, formatDate, formatNumber, formatPercent } from '../../../lib/format';
import { calendarStatusTone, hasRealTicker, verdictTone } from '../../../lib/display';
import { Badge } from '../../../ui';
import { verdictLabel } from '../../table/labels';
import { phasesLabel } from '../../../lib/labels';
import { NextCatalystBadge } from '../../catalysts/NextCatalystBadge';
import { TickerLink } from '../../companies/components/TickerLink';

export const CalendarTrialFields = graphql(`
  fragment CalendarTrialFields on Trial {
    nctId
    briefTitle
    completionDate
    nextCatalyst {
      ...NextCatalystFields
    }
    leadSponsorName
    ticker
    investmentVerdict
    recommendation
    phases
    enrollment
    status
    statusLabel
    conditions
    stock {
      ticker
      currentPrice
      changePercent
      currency
      marketCap
      isError
    }
  }
`);

/**
 * One trial of a month: investment colour dot, NCT id, completion date, next catalyst (kind,
 * countdown, confidence), title, sponsor, quote, phases, participants, status, first condition.
 */
export function CalendarTrialRow({ trial, locale }: { trial: CalendarTrialFieldsFragment; locale: string }) {
  const { t } = useTranslation('calendar');
  const tone = verdictTone(trial.investmentVerdict);
  const s = trial.stock;
  return (
    <li>
      <Link to={`/trial/${trial.nctId}`} className="cal-trial" data-testid="calendar-trial" data-nct-id={trial.nctId}>
        <span className={`cal-dot dot-${tone}`} title={verdictLabel(t, trial.investmentVerdict)} aria-hidden="true" />
        <span className="sr-only">{t('trial.verdict', { verdict: verdictLabel(t, trial.investmentVerdict) })}</span>
        <span className="cal-trial-main">
          <span className="cal-trial-head">
            <code>{trial.nctId}</code>
            <span className="muted small">{formatDate(trial.completionDate, locale)}</span>
            <Badge tone={calendarStatusTone(trial.status)}>{t(`labels:TrialStatus.${trial.status}`, { defaultValue: trial.statusLabel })}</Badge>
          </span>
          {trial.nextCatalyst ? <NextCatalystBadge catalyst={trial.nextCatalyst} /> : null}
          <strong className="cal-trial-title">{trial.briefTitle}</strong>
          <span className="small">
            {trial.leadSponsorName}
            {hasRealTicker(trial.ticker) ? (
              <TickerLink ticker={trial.ticker}>
                <Badge tone="purple">{trial.ticker}</Badge>
              </TickerLink>
            ) : null}
          </span>
          <span className="small muted cal-trial-facts">
            <span>{phasesLabel(t, trial.phases)}</span>
            <span>{t('trial.participants', { value: trial.enrollment != null ? formatNumber(trial.enrollment) : '—' })}</span>
            {trial.conditions[0] ? <span>{trial.conditions[0]}</span> : null}
          </span>
        </span>
        <span className="cal-quote small" data-testid="calendar-quote">
          {!hasRealTicker(trial.ticker) ? (
            <span className="muted">{t('trial.notListed')}</span>
          ) : !s || s.isError ? (
            <span className="muted">{t('trial.noQuote')}</span>
          ) : (
            <>
              <strong>{formatCurrency(s.currentPrice, s.currency)}</strong>
              <span className={(s.changePercent ?? 0) >= 0 ? 'tone-green' : 'tone-red'}>{formatPercent(s.changePercent, { signed: true })}</span>
              <span className="muted">{t('trial.marketCap', { value: formatBillions(s.marketCap, s.currency) })}</span>
            </>
          )}
        </span>
      </Link>
    </li>
  );
}
