import { useQuery } from '@apollo/client/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../../lib/usePageTitle';
import { EmptyState, ErrorState, Spinner } from '../../../ui';
import { errorInfo, errorMessage } from '../../auth/errors';
import { CompanyPageQuery } from '../companies.documents';
import { CompanyCatalysts, CompanyReadouts } from '../components/CompanyCatalysts';
import { CompanyChart, DEFAULT_RANGE, RANGE_DAYS } from '../components/CompanyChart';
import { CompanyHeader } from '../components/CompanyHeader';
import { CompanyPipeline } from '../components/CompanyPipeline';
import { CompanyStats } from '../components/CompanyStats';
import { PastCatalystsCard } from '../moves/PastCatalystsCard';
import { CompanyRunwayCard } from '../runway/CompanyRunwayCard';
import { CompanyRegulatoryCard } from '../../regulatory/components/CompanyRegulatoryCard';
import '../companies.css';

/** Pipeline rows the page shows (the groups count every trial). */
const PIPELINE_SIZE = 200;
/** Past catalysts the page lists, most recent first. */
const PAST_CATALYSTS = 50;

/** /company/:ticker — one query fills it: facts, quote, cash runway, chart, pipeline, catalysts, readouts, past catalysts with their moves, scores, statuses. */
export function CompanyPage() {
  const { t } = useTranslation('company');
  const ticker = (useParams().ticker ?? '').toUpperCase();
  const { data, loading, error, refetch } = useQuery(CompanyPageQuery, {
    variables: { ticker, range: DEFAULT_RANGE, days: RANGE_DAYS[DEFAULT_RANGE], pipelineFirst: PIPELINE_SIZE, pastCatalystsFirst: PAST_CATALYSTS },
    fetchPolicy: 'cache-and-network',
  });
  const c = data?.company ?? null;
  usePageTitle(c ? t('page.title', { name: c.name, ticker: c.ticker }) : ticker);
  const code = error ? errorInfo(error)?.code : null;
  const notFound = code === 'NOT_FOUND' || code === 'BAD_USER_INPUT';

  if (!c && loading) return <Spinner label={t('page.loading')} />;
  if (!c && notFound) return <EmptyState title={t('page.notFound', { ticker })} />;
  if (!c && error) return <ErrorState message={errorMessage(error, t)} onRetry={() => void refetch()} />;
  if (!c) return <EmptyState title={t('page.notFound', { ticker })} />;
  return (
    <div className="company-page stack" data-testid="company-page">
      <CompanyHeader company={c} />
      <Suspense fallback={<Spinner />}>
        <CompanyRunwayCard runway={c.runway} />
      </Suspense>
      <section className="card" aria-label={t('chart.title')}>
        <h2 className="card-title">{t('chart.title')}</h2>
        <CompanyChart ticker={c.ticker} initial={c} />
      </section>
      <CompanyPipeline trials={c.pipeline} total={c.trialCount} groups={c.groups} />
      <div className="company-columns">
        <CompanyCatalysts catalysts={c.upcomingCatalysts} regulatory={c.regulatoryEvents} />
        <CompanyReadouts readouts={c.pastReadouts} />
      </div>
      <Suspense fallback={<Spinner />}>
        <PastCatalystsCard catalysts={c.pastCatalysts} />
      </Suspense>
      <CompanyRegulatoryCard events={c.regulatoryEvents} />
      <CompanyStats scores={c.scoreDistribution} statuses={c.groups.byStatus} />
    </div>
  );
}
