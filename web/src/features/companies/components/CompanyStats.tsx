import { useTranslation } from 'react-i18next';
import type { CompanyPageQuery, TrialStatus } from '../../../gql/graphql';
import { statusTone } from '../../../lib/display';
import { statusLabel } from '../../../lib/labels';
import { Badge, Card } from '../../../ui';

type Company = NonNullable<CompanyPageQuery['company']>;

/** The distribution of its trials' scores (bars per point band) and the number of trials by status. */
export function CompanyStats({ scores, statuses }: { scores: Company['scoreDistribution']; statuses: Company['groups']['byStatus'] }) {
  const { t } = useTranslation('company');
  const max = Math.max(1, ...scores.buckets.map((b) => b.count));
  return (
    <div className="company-stats">
      <Card title={t('scores.title')} data-testid="company-scores">
        <ul className="bar-list" aria-label={t('scores.label')}>
          {scores.buckets.map((b) => (
            <li key={b.from} className="bar-row">
              <span className="bar-label">{t('scores.bucket', { from: b.from, to: b.to })}</span>
              <span className="bar-track">
                <span className="bar-fill" style={{ width: `${(b.count / max) * 100}%` }} />
              </span>
              <span className="bar-count" data-testid="score-bucket-count">
                {b.count}
              </span>
            </li>
          ))}
        </ul>
        {scores.unscored ? <p className="small muted">{t('scores.unscored', { count: scores.unscored })}</p> : null}
      </Card>
      <Card title={t('statuses.title')} data-testid="company-statuses">
        <ul className="status-counts">
          {statuses.map((s) => (
            <li key={s.key} data-testid="status-count">
              <Badge tone={statusTone(s.key as TrialStatus)}>{statusLabel(t, s.key)}</Badge> <strong>{s.count}</strong>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
