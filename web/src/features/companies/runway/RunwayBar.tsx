import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyRunwayFieldsFragment, DilutionRisk } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { atReadoutText, isDilutionRisk, isoDay, monthsText, runwayBarLayout, worstRisk, type BarMarker, type RunwayReadout } from './runway.format';

/** A marker's shape by risk: colour is never the only signal (the legend, tooltip and list say it in words). */
const MARKER_SYMBOL: Record<DilutionRisk, string> = { BEFORE_READOUT: '▲', WITHIN_6_MONTHS: '▲', NONE: '●', UNKNOWN: '○' };

/**
 * The runway as a bar from the balance-sheet date to the day the cash runs out, with the company's
 * upcoming readouts placed on it: a readout after the runway's end (or less than 6 months before it)
 * is a dilution risk, drawn as a warning triangle and said so in its label. Each marker shows its
 * readouts on hover or focus; a visible summary and the list below say the same in text.
 */
export function RunwayBar({ runway: r, now = new Date() }: { runway: CompanyRunwayFieldsFragment; now?: Date }) {
  const { t } = useTranslation('runway');
  const captionId = useId();
  const tipId = useId();
  const [active, setActive] = useState<string | null>(null);
  if (!r.cash || (!r.runwayEnd && !r.notBurning)) return null;
  const layout = runwayBarLayout({ start: r.cash.periodEnd, runwayEnd: r.notBurning ? null : r.runwayEnd, readouts: r.readouts, today: isoDay(now) });
  const risky = r.readouts.filter((x) => isDilutionRisk(x.risk)).length;
  const summary = [
    r.notBurning || r.monthsOfRunway == null || !r.runwayEnd
      ? t('bar.summaryNotBurning', { start: formatDate(r.cash.periodEnd) })
      : t('bar.summary', { start: formatDate(r.cash.periodEnd), end: formatDate(r.runwayEnd), months: monthsText(t, r.monthsOfRunway) }),
    risky ? t('bar.readouts', { count: r.readouts.length, risky }) : t('bar.readoutsNoRisk', { count: r.readouts.length }),
  ].join(' ');
  const describe = (x: RunwayReadout) =>
    t('bar.marker', {
      label: x.label,
      title: x.trialTitle ?? x.nctId,
      date: formatDate(x.readoutDate),
      at: atReadoutText(t, x, r.notBurning),
      risk: t(`risk.${x.risk}`),
    });
  const shown = layout.markers.find((m) => m.readoutDate === active) ?? null;
  const markerClass = (m: BarMarker<RunwayReadout>) =>
    `runway-marker runway-marker-${worstRisk(m.readouts.map((x) => x.risk)).toLowerCase()} runway-level-${m.level}`;

  return (
    <figure className="runway-bar" aria-labelledby={captionId} data-testid="runway-bar">
      <div className={`runway-track-area runway-rows-${1 + Math.max(0, ...layout.markers.map((m) => m.level))}`}>
        <div className="runway-track" aria-hidden="true">
          <div
            className={`runway-fill${layout.cashEndPct === null ? ' runway-fill-open' : ''}`}
            style={{ width: `${layout.cashEndPct ?? 100}%` }}
            data-testid="runway-fill"
          />
          {layout.cashEndPct !== null ? <div className="runway-end-line" style={{ left: `${layout.cashEndPct}%` }} /> : null}
          {layout.todayPct !== null ? <div className="runway-today" style={{ left: `${layout.todayPct}%` }} title={t('bar.today')} /> : null}
        </div>
        {layout.markers.map((m) => {
          const risk = worstRisk(m.readouts.map((x) => x.risk));
          return (
            <button
              key={m.readoutDate}
              type="button"
              className={markerClass(m)}
              style={{ left: `${m.pct}%` }}
              aria-label={m.readouts.map(describe).join(' ')}
              aria-describedby={active === m.readoutDate ? tipId : undefined}
              data-testid="runway-marker"
              data-risk={risk}
              data-beyond={m.beyond}
              onMouseEnter={() => setActive(m.readoutDate)}
              onMouseLeave={() => setActive(null)}
              onFocus={() => setActive(m.readoutDate)}
              onBlur={() => setActive(null)}
              onClick={() => setActive(m.readoutDate)}
              onKeyDown={(e) => {
                if (e.key === 'Escape') setActive(null);
              }}
            >
              <span aria-hidden="true">{MARKER_SYMBOL[risk]}</span>
            </button>
          );
        })}
        {shown ? (
          <div
            id={tipId}
            role="tooltip"
            className="chart-tooltip runway-tooltip"
            style={{ left: `${shown.pct}%`, transform: `translateX(-${shown.pct}%)` }}
            data-testid="runway-marker-tooltip"
          >
            {shown.readouts.map((x) => (
              <p key={x.nctId}>{describe(x)}</p>
            ))}
          </div>
        ) : null}
      </div>
      <div className="runway-axis small muted">
        <span>{t('bar.start', { date: formatDate(r.cash.periodEnd) })}</span>
        {r.runwayEnd && !r.notBurning ? <span className="runway-axis-end">{t('bar.end', { date: formatDate(r.runwayEnd) })}</span> : null}
      </div>
      <figcaption id={captionId} className="small" data-testid="runway-bar-summary">
        {summary}
      </figcaption>
      <ul className="chart-legend small runway-legend">
        <li>
          <span className="runway-legend-cash" aria-hidden="true" /> {t('bar.legendCash')}
        </li>
        <li>
          <span className="runway-symbol-none" aria-hidden="true">
            {MARKER_SYMBOL.NONE}
          </span>{' '}
          {t('bar.legendCovered')}
        </li>
        <li>
          <span className="runway-symbol-risk" aria-hidden="true">
            {MARKER_SYMBOL.BEFORE_READOUT}
          </span>{' '}
          {t('bar.legendRisk')}
        </li>
        <li>
          <span aria-hidden="true">{MARKER_SYMBOL.UNKNOWN}</span> {t('bar.legendUnknown')}
        </li>
      </ul>
    </figure>
  );
}
