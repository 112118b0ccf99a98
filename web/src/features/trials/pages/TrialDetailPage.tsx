import { useQuery } from '@apollo/client/react';
import { lazy, Suspense } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import { usePageTitle } from '../../../lib/usePageTitle';
import { EmptyState, ErrorState, ErrorText, Spinner, TabPanel, Tabs } from '../../../ui';
import { errorInfo } from '../../auth/errors';
import { ScientificTab } from '../components/ScientificTab';
import { StocksTab } from '../components/StocksTab';
import { SummaryTab } from '../components/SummaryTab';
import { TrialDetailHeader } from '../components/TrialDetailHeader';

const AnalysisPanel = lazy(() => import('../../analysis/components/AnalysisPanel').then((m) => ({ default: m.AnalysisPanel })));
const CommentsPanel = lazy(() => import('../../comments/components/CommentsPanel').then((m) => ({ default: m.CommentsPanel })));

export const TrialDetailQuery = graphql(`
  query TrialDetail($nctId: ID!) {
    trial(nctId: $nctId) {
      nctId
      briefTitle
      ...TrialHeaderFields
      ...TrialStocksFields
      ...TrialSummaryFields
      ...TrialScientificFields
    }
  }
`);

export const TABS = ['summary', 'scientific', 'stocks', 'ai', 'comments'] as const;
export type DetailTab = (typeof TABS)[number];

/** /trial/{nctId}: header, five tabs kept in the URL (?tab=...). */
export function TrialDetailPage() {
  const { nctId = '' } = useParams();
  const { t } = useTranslation('trial');
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: DetailTab = (TABS as readonly string[]).includes(raw ?? '') ? (raw as DetailTab) : 'summary';
  const { data, loading, error, refetch } = useQuery(TrialDetailQuery, { variables: { nctId } });
  const trial = data?.trial;

  usePageTitle(trial?.briefTitle);

  if (!trial && loading) return <Spinner label={t('loading')} />;
  if (!trial) {
    const info = error ? errorInfo(error) : null;
    if (!error || info?.code === 'NOT_FOUND' || info?.code === 'BAD_USER_INPUT') {
      return (
        <EmptyState
          title={t('notFound')}
          hint={nctId}
          action={
            <Link to="/trials" className="btn btn-secondary btn-md">
              {t('backToList')}
            </Link>
          }
        />
      );
    }
    return (
      <ErrorState message={<ErrorText error={error} />} onRetry={() => void refetch()}>
        <Link to="/trials" className="btn btn-secondary btn-md">
          {t('backToList')}
        </Link>
      </ErrorState>
    );
  }

  const selectTab = (next: DetailTab) => {
    const p = new URLSearchParams(params);
    if (next === 'summary') p.delete('tab');
    else p.set('tab', next);
    setParams(p, { replace: true });
  };

  return (
    <article className="stack trial-detail" data-testid="trial-detail">
      <TrialDetailHeader trial={trial} />
      <Tabs idBase="trial" label={t('tabs.label')} active={tab} onChange={selectTab} tabs={TABS.map((k) => ({ key: k, label: t(`tabs.${k}`) }))} />
      <TabPanel idBase="trial" tabKey={tab}>
        {tab === 'summary' ? <SummaryTab trial={trial} /> : null}
        {tab === 'scientific' ? <ScientificTab trial={trial} /> : null}
        {tab === 'stocks' ? <StocksTab trial={trial} /> : null}
        {tab === 'ai' ? (
          <Suspense fallback={<Spinner />}>
            <AnalysisPanel nctId={trial.nctId} />
          </Suspense>
        ) : null}
        {tab === 'comments' ? (
          <Suspense fallback={<Spinner />}>
            <CommentsPanel nctId={trial.nctId} />
          </Suspense>
        ) : null}
      </TabPanel>
    </article>
  );
}
