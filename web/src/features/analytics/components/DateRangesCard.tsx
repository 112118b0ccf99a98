import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { AnalyticsDatesFieldsFragment } from '../../../gql/graphql';
import { formatDate, formatNumber } from '../../../lib/format';
import { Card, ScrollRegion } from '../../../ui';

export const AnalyticsDatesFields = graphql(`
  fragment AnalyticsDatesFields on AnalyticsDates {
    startDateRange {
      ...AnalyticsDateRangeFields
    }
    completionDateRange {
      ...AnalyticsDateRangeFields
    }
  }
`);

export const AnalyticsDateRangeFields = graphql(`
  fragment AnalyticsDateRangeFields on AnalyticsDateRange {
    earliest
    latest
    count
  }
`);

/** Earliest and latest start and completion dates, with how many trials have each. */
export function DateRangesCard({ dates: d }: { dates: AnalyticsDatesFieldsFragment }) {
  const { t } = useTranslation('analytics');
  return (
    <Card title={t('dates.title')} data-testid="date-ranges">
      <ScrollRegion label={t('dates.title')}>
        <table className="table">
          <caption className="sr-only">{t('dates.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dates.range')}</th>
              <th scope="col">{t('dates.earliest')}</th>
              <th scope="col">{t('dates.latest')}</th>
              <th scope="col">{t('dates.count')}</th>
            </tr>
          </thead>
          <tbody>
            {(['startDateRange', 'completionDateRange'] as const).map((k) => (
              <tr key={k}>
                <th scope="row">{t(`dates.${k}`)}</th>
                <td>{formatDate(d[k].earliest)}</td>
                <td>{formatDate(d[k].latest)}</td>
                <td>{formatNumber(d[k].count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Card>
  );
}
