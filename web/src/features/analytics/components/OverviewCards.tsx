import { useTranslation } from 'react-i18next';
import type { AnalyticsSummaryFieldsFragment } from '../../../gql/graphql';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { Card } from '../../../ui';

/** Four tiles: trials, total and average enrollment, last update. */
export function OverviewCards({ overview: o }: { overview: AnalyticsSummaryFieldsFragment['overview'] }) {
  const { t } = useTranslation('analytics');
  return (
    <section className="grid grid-4 overview-cards" aria-label={t('overview.label')} data-testid="overview-cards">
      <Card>
        <div className="stat-tile">
          <span className="muted small">{t('overview.totalTrials')}</span>
          <span className="stat-value" data-testid="overview-total">
            {formatNumber(o.totalTrials)}
          </span>
        </div>
      </Card>
      <Card>
        <div className="stat-tile">
          <span className="muted small">{t('overview.totalEnrollment')}</span>
          <span className="stat-value">{formatNumber(o.totalEnrollment)}</span>
        </div>
      </Card>
      <Card>
        <div className="stat-tile">
          <span className="muted small">{t('overview.averageEnrollment')}</span>
          <span className="stat-value">{formatNumber(o.averageEnrollment)}</span>
        </div>
      </Card>
      <Card>
        <div className="stat-tile">
          <span className="muted small">{t('overview.lastUpdate')}</span>
          <span className="stat-value stat-value-sm">{o.lastUpdate ? formatDateTime(o.lastUpdate) : '—'}</span>
        </div>
      </Card>
    </section>
  );
}
