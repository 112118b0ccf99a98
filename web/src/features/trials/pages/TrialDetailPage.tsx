import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import { hasRealTicker, registryUrl } from '../../../lib/display';
import { Button, EmptyState, ErrorState, Icon, Modal, Spinner, TabPanel, Tabs } from '../../../ui';
import { errorInfo, errorMessage } from '../../auth/errors';
import { ReactionButtons } from '../components/ReactionButtons';
import { ScientificTab } from '../components/ScientificTab';
import { StockPanel } from '../components/StockPanel';
import { SummaryTab } from '../components/SummaryTab';
import { PhaseBadges, StatusBadge } from '../components/TrialBadges';

const AnalysisPanel = lazy(() => import('../../analysis/components/AnalysisPanel').then((m) => ({ default: m.AnalysisPanel })));
const CommentsPanel = lazy(() => import('../../comments/components/CommentsPanel').then((m) => ({ default: m.CommentsPanel })));

export const TrialDetailQuery = graphql(`
  query TrialDetail($nctId: ID!) {
    trial(nctId: $nctId) {
      nctId
      briefTitle
      officialTitle
      acronym
      status
      statusLabel
      phaseLabels
      ticker
      score
      recommendation
      investmentVerdict
      leadSponsorName
      ...TrialReactionFields
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
  const [analysisOpen, setAnalysisOpen] = useState(false);
  const { data, loading, error, refetch } = useQuery(TrialDetailQuery, { variables: { nctId } });
  const trial = data?.trial;

  useEffect(() => {
    if (trial) document.title = `${trial.briefTitle} · Trialyst`;
  }, [trial]);

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
      <ErrorState message={errorMessage(error, t)} onRetry={() => void refetch()}>
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
      <header className="card detail-header">
        <Link to="/trials" className="small">
          ← {t('backToList')}
        </Link>
        <div className="spread">
          <div className="detail-title-block">
            <h1 className="break">{trial.briefTitle}</h1>
            <div className="row small">
              <code data-testid="detail-nct-id">{trial.nctId}</code>
              <a href={registryUrl(trial.nctId)} target="_blank" rel="noopener noreferrer">
                {t('registryLink')} ↗
              </a>
              {hasRealTicker(trial.ticker) ? <span className="badge badge-purple">{trial.ticker}</span> : null}
            </div>
          </div>
          <div className="stack detail-side">
            <div className="row">
              <StatusBadge status={trial.status} label={trial.statusLabel} />
              <PhaseBadges phases={trial.phaseLabels} />
            </div>
            <ReactionButtons trial={trial} size="md" />
          </div>
        </div>
      </header>
      <Tabs idBase="trial" label={t('tabs.label')} active={tab} onChange={selectTab} tabs={TABS.map((k) => ({ key: k, label: t(`tabs.${k}`) }))} />
      <TabPanel idBase="trial" tabKey={tab}>
        {tab === 'summary' ? <SummaryTab trial={trial} /> : null}
        {tab === 'scientific' ? <ScientificTab trial={trial} /> : null}
        {tab === 'stocks' ? (
          <div className="stack">
            <div className="row">
              <Button variant="secondary" onClick={() => setAnalysisOpen(true)} data-testid="open-analysis-modal">
                <Icon name="robot" /> {t('openAnalysis')}
              </Button>
            </div>
            <StockPanel
              nctId={trial.nctId}
              trialTitle={trial.briefTitle}
              ticker={trial.ticker}
              sponsor={trial.leadSponsorName}
              score={trial.score}
              recommendation={trial.recommendation}
              verdict={trial.investmentVerdict}
            />
            <Modal open={analysisOpen} onClose={() => setAnalysisOpen(false)} title={t('analysisModalTitle')} subtitle={`${trial.briefTitle} · ${trial.nctId}`}>
              <Suspense fallback={<Spinner />}>
                <AnalysisPanel nctId={trial.nctId} />
              </Suspense>
            </Modal>
          </div>
        ) : null}
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
