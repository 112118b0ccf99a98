import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CompanyPageQuery, RegulatoryEventFieldsFragment } from '../../../gql/graphql';
import { formatDate, formatPStatement } from '../../../lib/format';
import { Badge, Card, EmptyState } from '../../../ui';
import { catalystCountdown, windowLabel } from '../../catalysts/catalyst.format';
import { NextCatalystBadge } from '../../catalysts/NextCatalystBadge';
import { RegulatoryTimelineItem } from '../../regulatory/components/RegulatoryTimelineItem';
import { eventsBetween } from '../../regulatory/regulatory.dates';
import { localToday, timelineGroups } from './catalystTimeline';
import { usePhaseKeyLabel } from './CompanyPipeline';
import { SlashBreaks } from '../../trials/components/SlashBreaks';
import { formatMove, moveToneClass } from '../moves/moves.format';

type Company = NonNullable<CompanyPageQuery['company']>;
type Readout = Company['upcomingCatalysts'][number];
/** A readout window or a regulatory event ahead, on one timeline (a regulatory day is never overdue). */
type TimelineEntry =
  | { key: string; catalyst: Readout['catalyst']; readout: Readout; regulatory?: undefined }
  | { key: string; catalyst: { windowStart: string; confidence: 'ANTICIPATED' }; regulatory: RegulatoryEventFieldsFragment; readout?: undefined };

/** The timeline's span (the readouts' `upcomingCatalysts(months: 24)`). */
const TIMELINE_MONTHS = 24;

function timelineEntries(readouts: Company['upcomingCatalysts'], regulatory: readonly RegulatoryEventFieldsFragment[], now: Date): TimelineEntry[] {
  const until = new Date(now);
  until.setMonth(until.getMonth() + TIMELINE_MONTHS);
  const ahead = eventsBetween(regulatory, localToday(now), localToday(until));
  const entries: TimelineEntry[] = [
    ...readouts.map((r) => ({ key: `R:${r.trial.nctId}`, catalyst: r.catalyst, readout: r })),
    ...ahead.map((e) => ({ key: `G:${e.eventId}`, catalyst: { windowStart: e.date, confidence: 'ANTICIPATED' as const }, regulatory: e })),
  ];
  // A stable sort: readouts keep the API's order among themselves.
  return entries.sort((a, b) => a.catalyst.windowStart.localeCompare(b.catalyst.windowStart));
}

/**
 * Upcoming catalysts of the next 24 months on a timeline: overdue dates first, then a step per
 * quarter; each readout window with its kind, countdown or window and confidence (the badge used
 * everywhere), and the exact day next to a countdown; the regulatory events ahead (PDUFA dates,
 * committees, opinions) on the same steps.
 */
export function CompanyCatalysts({
  catalysts,
  regulatory = [],
  now = new Date(),
}: {
  catalysts: Company['upcomingCatalysts'];
  regulatory?: readonly RegulatoryEventFieldsFragment[];
  now?: Date;
}) {
  const { t, i18n } = useTranslation(['company', 'catalysts']);
  const phaseText = usePhaseKeyLabel();
  const entries = timelineEntries(catalysts, regulatory, now);
  const groups = timelineGroups(entries, localToday(now));
  return (
    <Card title={t('catalysts.title')} data-testid="company-catalysts">
      {!entries.length ? (
        <EmptyState title={t('catalysts.empty')} />
      ) : (
        <ol className="timeline">
          {groups.map((g) => (
            <li key={g.key} className="timeline-month" data-testid="catalyst-group">
              <h3 className="timeline-label">{g.quarter ? windowLabel(t, g.quarter, 'QUARTER', i18n.language) : t('catalysts.overdue')}</h3>
              <ul>
                {g.items.map(({ key, readout: c, regulatory: e }) =>
                  e ? (
                    <li key={key} className="timeline-item" data-testid="catalyst-regulatory-item">
                      <RegulatoryTimelineItem event={e} now={now} />
                    </li>
                  ) : (
                    <li key={key} className="timeline-item" data-testid="catalyst-item">
                      {catalystCountdown(t, c.catalyst, now).days !== null ? (
                        <span className="timeline-date">{windowLabel(t, c.catalyst.windowStart, c.catalyst.precision, i18n.language)} </span>
                      ) : null}
                      <NextCatalystBadge catalyst={c.catalyst} now={now} /> <Badge tone="purple">{phaseText(c.trial.phaseKey)}</Badge>{' '}
                      <Link to={`/trial/${c.trial.nctId}`}>
                        <SlashBreaks text={c.trial.briefTitle} />
                      </Link>
                    </li>
                  ),
                )}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** Past readouts with their outcome (primary endpoint met or not, from posted results) and the stock's 1-day move when measured. */
export function CompanyReadouts({ readouts }: { readouts: Company['pastReadouts'] }) {
  const { t } = useTranslation('company');
  const tone = (o: string) => (o === 'MET' ? 'green' : o === 'NOT_MET' ? 'red' : o === 'MIXED' ? 'yellow' : 'gray');
  return (
    <Card title={t('readouts.title')} data-testid="company-readouts">
      {!readouts.length ? (
        <EmptyState title={t('readouts.empty')} />
      ) : (
        <ul className="readout-list">
          {readouts.map((r) => (
            <li key={r.trial.nctId} data-testid="readout-item">
              <span className="timeline-date">{formatDate(r.date)}</span>{' '}
              <Link to={`/trial/${r.trial.nctId}`}>
                <SlashBreaks text={r.trial.briefTitle} />
              </Link>{' '}
              <Badge tone={tone(r.outcome)} data-testid="readout-outcome">
                {t(`readouts.outcome.${r.outcome}`)}
              </Badge>
              {r.bestPValue ? (
                <span className="small muted" data-testid="readout-p">
                  {' '}
                  {formatPStatement(r.bestPValue)}
                </span>
              ) : null}
              {formatMove(r.move?.move1d) ? (
                <span className={`small ${moveToneClass(r.move?.move1d)}`} data-testid="readout-move">
                  {' '}
                  · {t('readouts.move', { move: formatMove(r.move?.move1d) })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
