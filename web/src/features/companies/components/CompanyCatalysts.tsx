import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CompanyPageQuery } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { Badge, Card, EmptyState } from '../../../ui';
import { catalystCountdown, windowLabel } from '../../catalysts/catalyst.format';
import { NextCatalystBadge } from '../../catalysts/NextCatalystBadge';
import { localToday, timelineGroups } from './catalystTimeline';
import { usePhaseKeyLabel } from './CompanyPipeline';

type Company = NonNullable<CompanyPageQuery['company']>;

/**
 * Upcoming catalysts of the next 24 months on a timeline: overdue dates first, then a step per
 * quarter; each readout window with its kind, countdown or window and confidence (the badge used
 * everywhere), and the exact day next to a countdown.
 */
export function CompanyCatalysts({ catalysts }: { catalysts: Company['upcomingCatalysts'] }) {
  const { t, i18n } = useTranslation(['company', 'catalysts']);
  const phaseText = usePhaseKeyLabel();
  const groups = timelineGroups(catalysts, localToday());
  return (
    <Card title={t('catalysts.title')} data-testid="company-catalysts">
      {!catalysts.length ? (
        <EmptyState title={t('catalysts.empty')} />
      ) : (
        <ol className="timeline">
          {groups.map((g) => (
            <li key={g.key} className="timeline-month" data-testid="catalyst-group">
              <h3 className="timeline-label">{g.quarter ? windowLabel(t, g.quarter, 'QUARTER', i18n.language) : t('catalysts.overdue')}</h3>
              <ul>
                {g.items.map((c) => (
                  <li key={c.trial.nctId} className="timeline-item" data-testid="catalyst-item">
                    {catalystCountdown(t, c.catalyst).days !== null ? (
                      <span className="timeline-date">{windowLabel(t, c.catalyst.windowStart, c.catalyst.precision, i18n.language)} </span>
                    ) : null}
                    <NextCatalystBadge catalyst={c.catalyst} /> <Badge tone="purple">{phaseText(c.trial.phaseKey)}</Badge>{' '}
                    <Link to={`/trial/${c.trial.nctId}`}>{c.trial.briefTitle}</Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** Past readouts with their outcome (primary endpoint met or not, from posted results). */
export function CompanyReadouts({ readouts }: { readouts: Company['pastReadouts'] }) {
  const { t, i18n } = useTranslation('company');
  const locale = i18n.language === 'en' ? 'en-GB' : 'fr-FR';
  const tone = (o: string) => (o === 'MET' ? 'green' : o === 'NOT_MET' ? 'red' : o === 'MIXED' ? 'yellow' : 'gray');
  return (
    <Card title={t('readouts.title')} data-testid="company-readouts">
      {!readouts.length ? (
        <EmptyState title={t('readouts.empty')} />
      ) : (
        <ul className="readout-list">
          {readouts.map((r) => (
            <li key={r.trial.nctId} data-testid="readout-item">
              <span className="timeline-date">{formatDate(r.date, locale)}</span> <Link to={`/trial/${r.trial.nctId}`}>{r.trial.briefTitle}</Link>{' '}
              <Badge tone={tone(r.outcome)} data-testid="readout-outcome">
                {t(`readouts.outcome.${r.outcome}`)}
              </Badge>
              {r.bestPValue ? <span className="small muted"> {t('readouts.pValue', { value: r.bestPValue })}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
