import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { AnalyticsOverviewFieldsFragment } from '../../../gql/graphql';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { StatTile } from '../../../ui';

export const AnalyticsOverviewFields = graphql(`
  fragment AnalyticsOverviewFields on AnalyticsOverview {
    totalTrials
    totalEnrollment
    averageEnrollment
    lastUpdate
  }
`);

/** Four tiles: trials, total and average enrollment, last update. */
export function OverviewCards({ overview: o }: { overview: AnalyticsOverviewFieldsFragment }) {
  const { t } = useTranslation('analytics');
  return (
    <section className="grid grid-4 overview-cards" aria-label={t('overview.label')} data-testid="overview-cards">
      <StatTile label={t('overview.totalTrials')} value={formatNumber(o.totalTrials)} testId="overview-total" />
      <StatTile label={t('overview.totalEnrollment')} value={formatNumber(o.totalEnrollment)} />
      <StatTile label={t('overview.averageEnrollment')} value={formatNumber(o.averageEnrollment)} />
      <StatTile label={t('overview.lastUpdate')} value={o.lastUpdate ? formatDateTime(o.lastUpdate) : '—'} valueClassName="stat-value-sm" />
    </section>
  );
}
