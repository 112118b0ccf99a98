import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

/** The stat tiles: liked trials (signed in), popular items, trials in the table; '—' while a count is not known (never a false 0). */
export function DashboardStats({ liked, popular, total }: { liked: number | null; popular: number | null; total: number | null }) {
  const { t } = useTranslation('dashboard');
  return (
    <section className="grid grid-4" aria-label={t('stats.label')}>
      {liked !== null ? (
        <Link to="/favorites" className="card stat-tile" data-testid="tile-liked">
          <span className="muted small">{t('stats.liked')}</span>
          <span className="stat-value">{formatNumber(liked)}</span>
        </Link>
      ) : null}
      <Link to="/popular" className="card stat-tile" data-testid="tile-popular">
        <span className="muted small">{t('stats.popular')}</span>
        <span className="stat-value">{popular !== null ? formatNumber(popular) : '—'}</span>
      </Link>
      <Link to="/table" className="card stat-tile">
        <span className="muted small">{t('stats.table')}</span>
        <span className="stat-value">{total !== null ? formatNumber(total) : '—'}</span>
      </Link>
    </section>
  );
}
