import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsPageQuery } from '../../../gql/graphql';
import { formatDateTime, formatNumber } from '../../../lib/format';

/** Historical snapshots: one toggle button each, showing or hiding that snapshot's summary. */
export function SnapshotList({
  snapshots,
  selected,
  onSelect,
}: {
  snapshots: AnalyticsPageQuery['analytics']['snapshots'];
  selected: string | null;
  onSelect: (id: string | null) => void;
}) {
  const { t } = useTranslation('analytics');
  const id = useId();
  return (
    <section className="card" aria-labelledby={`${id}-hist`} data-testid="snapshots">
      <h2 id={`${id}-hist`} className="card-title">
        {t('historical.title', { count: snapshots.length })}
      </h2>
      <ul className="list-plain snapshot-list">
        {snapshots.map((s) => (
          <li key={s.id}>
            <button
              type="button"
              className={`snapshot ${selected === s.id ? 'snapshot-active' : ''}`}
              aria-pressed={selected === s.id}
              onClick={() => onSelect(selected === s.id ? null : s.id)}
              data-testid="snapshot"
            >
              <strong>{formatDateTime(s.createdAt)}</strong>
              <span className="muted">{t('historical.trials', { count: s.trialCount, value: formatNumber(s.trialCount) })}</span>
              <span className="small">{selected === s.id ? t('historical.hide') : t('historical.show')}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
