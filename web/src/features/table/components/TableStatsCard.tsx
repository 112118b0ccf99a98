import { useTranslation } from 'react-i18next';
import type { TrialsTableStatsQuery } from '../../../gql/graphql';
import { formatNumber, formatScore, withColon } from '../../../lib/format';
import { listingTone, recommendationTone } from '../../../lib/display';
import { Badge, Card, Spinner } from '../../../ui';
import { recommendationLabel, verdictLabel } from '../labels';

/** Statistics of the filtered table (failures are only logged: the card stays empty). */
export function TableStatsCard({ stats, loading }: { stats: TrialsTableStatsQuery['trialsTableStats'] | null; loading: boolean }) {
  const { t } = useTranslation('table');
  return (
    <Card title={t('stats.title')} className="table-stats" data-testid="table-stats">
      {loading && !stats ? <Spinner inline /> : null}
      {stats ? (
        <div className="stats-layout">
          <dl className="stat-figures">
            <div>
              <dt>{t('stats.totalTrials')}</dt>
              <dd className="stat-value" data-testid="stat-total">
                {formatNumber(stats.totalTrials)}
              </dd>
            </div>
            <div>
              <dt>{t('stats.averageScore')}</dt>
              <dd className="stat-value">{formatScore(stats.averageScore)}</dd>
            </div>
            <div>
              <dt>{t('stats.totalEnrollment')}</dt>
              <dd className="stat-value">{formatNumber(stats.totalEnrollment)}</dd>
            </div>
          </dl>
          <div className="stat-breakdowns">
            <div>
              <h3 className="small muted">{t('stats.recommendations')}</h3>
              <ul className="list-plain row">
                {stats.recommendationBreakdown.length === 0 ? <li className="muted small">{t('stats.none')}</li> : null}
                {stats.recommendationBreakdown.map((r) => (
                  <li key={r.name}>
                    <Badge tone={recommendationTone(r.name)}>
                      {withColon(recommendationLabel(t, r.name))} {formatNumber(r.count)}
                    </Badge>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="small muted">{t('stats.investment')}</h3>
              <ul className="list-plain row">
                {stats.investmentBreakdown.map((r) => (
                  <li key={r.name}>
                    <Badge tone={listingTone(r.name)}>
                      {withColon(verdictLabel(t, r.name))} {formatNumber(r.count)}
                    </Badge>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      ) : null}
    </Card>
  );
}
