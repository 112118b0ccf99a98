import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { usePageTitle } from '../../../lib/usePageTitle';
import { Button, EmptyState, ErrorState, ErrorText, Spinner } from '../../../ui';
import { useAuth } from '../../auth/AuthProvider';
import { exportHref, toggleSort } from '../catalysts.state';
import { CatalystFilters } from '../components/CatalystFilters';
import { CatalystSortSelect, CatalystsTable } from '../components/CatalystsTable';
import { useCatalystView } from '../hooks/useCatalystView';
import { useCatalysts } from '../hooks/useCatalysts';
import '../catalysts.css';

const TOTAL_CAP = 10_000;

/**
 * /catalysts: every upcoming and recent catalyst — trial readouts and regulatory events — in one list
 * sorted and filtered by the server, the view kept in the URL, with CSV and .ics exports of it.
 */
export function CatalystsPage() {
  const { t, i18n } = useTranslation('catalysts');
  usePageTitle(t('screen.title'));
  const { user, status } = useAuth();
  const signedIn = !!user;
  const [view, update] = useCatalystView();
  const [now] = useState(() => new Date());
  const list = useCatalysts(view, { signedIn, ready: status === 'ready' });
  const lang = i18n.language ?? 'fr';
  const firstLoad = list.loading && !list.hasData;
  // The API counts exactly up to TOTAL_CAP; at the cap there are at least that many.
  const total = list.totalCount === null ? '' : list.totalCount >= TOTAL_CAP ? `${formatNumber(TOTAL_CAP)}+` : formatNumber(list.totalCount);

  return (
    <div className="stack catalysts-page">
      <header>
        <h1>{t('screen.title')}</h1>
        <p className="muted">{t('screen.subtitle')}</p>
      </header>
      <CatalystFilters view={view} onChange={update} signedIn={signedIn} />
      <section className="stack" aria-busy={list.loading} aria-label={t('screen.title')}>
        <div className="spread catalysts-toolbar">
          <span className="catalysts-count" aria-live="polite" data-testid="catalysts-count">
            {list.totalCount !== null
              ? list.rows.length < list.totalCount
                ? t('screen.shown', { shown: formatNumber(list.rows.length), total })
                : t('screen.total', { count: list.totalCount, value: total })
              : null}
          </span>
          <CatalystSortSelect current={view} onChange={(sort) => update(sort)} />
          <div className="row">
            <a className="btn btn-secondary btn-md" href={exportHref(view, 'csv', lang)} download data-testid="catalysts-csv">
              {t('screen.export.csv')}
            </a>
            <a className="btn btn-secondary btn-md" href={exportHref(view, 'ics', lang)} download data-testid="catalysts-ics">
              {t('screen.export.ics')}
            </a>
          </div>
        </div>
        {view.watchlistOnly && signedIn ? <p className="hint">{t('screen.export.watchlistNote')}</p> : null}
        {firstLoad ? <Spinner label={t('screen.loading')} /> : null}
        {list.error && !firstLoad ? <ErrorState message={<ErrorText error={list.error} />} onRetry={list.refetch} /> : null}
        {!list.error && list.hasData && list.rows.length === 0 ? <EmptyState title={t('screen.empty')} hint={t('screen.emptyHint')} /> : null}
        {!list.error && list.rows.length > 0 ? <CatalystsTable rows={list.rows} current={view} onSort={(f) => update(toggleSort(view, f))} now={now} /> : null}
        {!list.error && list.hasNextPage ? (
          <div className="row load-more">
            <Button variant="secondary" onClick={list.loadMore} loading={list.loadingMore} data-testid="catalysts-load-more">
              {t('screen.loadMore')}
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
