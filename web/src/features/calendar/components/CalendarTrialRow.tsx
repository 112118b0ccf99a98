import { graphql } from '../../../gql';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CalendarTrialFieldsFragment } from '../../../gql/graphql';
import { formatBillions, formatCurrency, formatNumber, formatPercent } from '../../../lib/format';
import { calendarStatusTone, hasRealTicker, signalView } from '../../../lib/display';
import { Badge } from '../../../ui';
import { phasesLabel } from '../../../lib/labels';
import { NextCatalystBadge } from '../../catalysts/NextCatalystBadge';
import { TickerLink } from '../../companies/components/TickerLink';
import { TrialDate } from '../../trials/components/TrialDate';
import { dateState, registryDate } from '../../trials/trials.dates';
import { SlashBreaks } from '../../trials/components/SlashBreaks';

export const CalendarTrialFields = graphql(`
  fragment CalendarTrialFields on Trial {
    nctId
    briefTitle
    completionDate
    completionDateRaw
    completionDateType
    nextCatalyst {
      ...NextCatalystFields
    }
    leadSponsorName
    ticker
    investmentVerdict
    recommendation
    statusSignal {
      kind
      color
      reason
    }
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
 * One trial of a month: signal colour dot (the trial's signal, as on every screen), NCT id, completion date, next catalyst (kind,
 * countdown, confidence), title, sponsor, quote, phases, participants, status, first condition.
 */
export function CalendarTrialRow({ trial, locale }: { trial: CalendarTrialFieldsFragment; locale: string }) {
  const { t } = useTranslation('calendar');
  const signal = signalView(trial.statusSignal);
  const signalText = t('trial.signal', { label: t(`trials:signal.${signal.key}`), reason: t(`trials:signal.${signal.reasonKey}`) });
  const s = trial.stock;
  const end = registryDate(trial.completionDate, trial.completionDateRaw);
  return (
    <li>
      <Link to={`/trial/${trial.nctId}`} className="cal-trial" data-testid="calendar-trial" data-nct-id={trial.nctId}>
        <span
          className={`cal-dot dot-${signal.tone}`}
          title={signalText}
          aria-hidden="true"
          data-testid="calendar-signal"
          data-signal={trial.statusSignal.kind}
          data-reason={trial.statusSignal.reason}
        />
        <span className="sr-only">{signalText}</span>
        <span className="cal-trial-main">
          <span className="cal-trial-head">
            <code>{trial.nctId}</code>
            <span className="small">
              <TrialDate kind="completion" value={end} state={dateState(end, trial.completionDateType)} locale={locale} />
            </span>
            <Badge tone={calendarStatusTone(trial.status)}>{t(`labels:TrialStatus.${trial.status}`, { defaultValue: trial.statusLabel })}</Badge>
          </span>
          {trial.nextCatalyst ? <NextCatalystBadge catalyst={trial.nextCatalyst} /> : null}
          <strong className="cal-trial-title" lang="en">
            <SlashBreaks text={trial.briefTitle} />
          </strong>
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
