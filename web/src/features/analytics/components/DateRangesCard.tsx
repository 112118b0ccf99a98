import { useTranslation } from 'react-i18next';
import type { AnalyticsSummaryFieldsFragment } from '../../../gql/graphql';
import { formatDate, formatNumber } from '../../../lib/format';
import { Card } from '../../../ui';

/** Earliest and latest start and completion dates, with how many trials have each. */
export function DateRangesCard({ dates: d }: { dates: AnalyticsSummaryFieldsFragment['dates'] }) {
  const { t } = useTranslation('analytics');
  return (
    <Card title={t('dates.title')} data-testid="date-ranges">
      <div className="table-wrap">
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
      </div>
    </Card>
  );
}
