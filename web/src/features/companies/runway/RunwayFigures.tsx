import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CompanyRunwayFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { formatMoneyCompact } from '../../../lib/money';
import { atReadoutText, factSource, monthsText, nextReadout, readoutWhen } from './runway.format';
import { RunwayRiskBadge } from './RunwayRiskBadge';

/** One figure: its label, its value, and where it comes from. */
function Figure({ label, value, source, testId }: { label: string; value: ReactNode; source?: ReactNode; testId: string }) {
  return (
    <div className="runway-figure" data-testid={testId}>
      <dt>{label}</dt>
      <dd>
        <strong className="runway-value" data-testid={`${testId}-value`}>
          {value}
        </strong>
        {source ? (
          <span className="small muted runway-source" data-testid={`${testId}-source`}>
            {source}
          </span>
        ) : null}
      </dd>
    </div>
  );
}

/**
 * Cash (cash + short-term investments), quarterly burn, months of runway, runway end and (unless
 * `compact`) the runway at the next readout, each with its form, period end and filing date. A figure
 * no source gives is "unknown" with the reason, never a guess.
 */
export function RunwayFigures({ runway: r, compact = false }: { runway: CompanyRunwayFieldsFragment; compact?: boolean }) {
  const { t } = useTranslation('runway');
  const currency = r.currency ?? r.cash?.currency ?? 'USD';
  const money = (v: number | null | undefined) => formatMoneyCompact(v, currency);
  const unknown = (reason: string) => <span className="muted">{t('unknownReason', { reason })}</span>;
  const cashKnown = r.cash != null && r.cashTotal != null;
  const burnKnown = r.quarterlyBurn != null && r.burnQuarters > 0;
  const newest = r.quarters[0];
  const next = nextReadout(r);
  const noBurnReason = !cashKnown ? t('unavailable.noCash') : t('unavailable.noQuarters');

  const cashSource = r.cash ? (
    <>
      {r.shortTermInvestments ? `${t('cash.parts', { cash: money(r.cash.value), sti: money(r.shortTermInvestments.value) })} · ` : null}
      {factSource(t, r.cash)}
      {r.shortTermInvestments && r.shortTermInvestments.periodEnd !== r.cash.periodEnd ? ` · ${factSource(t, r.shortTermInvestments)}` : null}
    </>
  ) : null;
  const burnSource = newest ? (
    <>
      {t('burn.quarters', { count: r.burnQuarters })} · {factSource(t, { form: newest.form, periodEnd: newest.end, filed: newest.filed })}
    </>
  ) : null;

  return (
    <dl className="runway-figures" aria-label={t('figures.label')}>
      <Figure label={t('figures.cash')} testId="runway-cash" value={cashKnown ? money(r.cashTotal) : unknown(t('unavailable.noCash'))} source={cashSource} />
      <Figure
        label={t('figures.burn')}
        testId="runway-burn"
        value={r.notBurning ? t('notBurning') : burnKnown ? t('burn.value', { amount: money(r.quarterlyBurn) }) : unknown(t('unavailable.noQuarters'))}
        source={burnSource}
      />
      <Figure
        label={t('figures.months')}
        testId="runway-months"
        value={r.notBurning ? t('notBurningMonths') : r.monthsOfRunway != null ? monthsText(t, r.monthsOfRunway) : unknown(noBurnReason)}
        source={r.monthsOfRunway != null && r.cash ? t('monthsHint', { date: formatDate(r.cash.periodEnd) }) : r.notBurning ? t('notBurningHint') : null}
      />
      <Figure
        label={t('figures.end')}
        testId="runway-end"
        value={r.notBurning ? t('notBurningEnd') : r.runwayEnd ? formatDate(r.runwayEnd) : unknown(noBurnReason)}
        source={r.runwayEnd ? t('endHint') : null}
      />
      {compact ? null : (
        <Figure
          label={t('figures.atNext')}
          testId="runway-at-next"
          value={next ? atReadoutText(t, next, r.notBurning) : t('noReadout')}
          source={
            next ? (
              <>
                {readoutWhen(t, next)} · <Link to={`/trial/${next.nctId}`}>{next.trialTitle ?? next.nctId}</Link> <RunwayRiskBadge risk={next.risk} />
              </>
            ) : null
          }
        />
      )}
    </dl>
  );
}

/** The quarters the burn is averaged over, each with its form and filing (derived quarters say so). */
export function RunwayQuarters({ runway: r }: { runway: CompanyRunwayFieldsFragment }) {
  const { t } = useTranslation('runway');
  if (!r.quarters.length) return null;
  return (
    <details className="runway-quarters small" data-testid="runway-quarters">
      <summary>{t('burn.detail')}</summary>
      <ul>
        {r.quarters.map((q) => (
          <li key={`${q.start}-${q.end}`}>
            {t('burn.quarter', { start: formatDate(q.start), end: formatDate(q.end), value: formatMoneyCompact(q.value, q.currency) })} ·{' '}
            {factSource(t, { form: q.form, periodEnd: q.end, filed: q.filed })}
            {q.derived ? ` · ${t('burn.derived')}` : null}
          </li>
        ))}
      </ul>
    </details>
  );
}
