import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { TrialStocksFieldsFragment } from '../../../gql/graphql';
import { Button, Icon, Modal, Spinner } from '../../../ui';
import { StockPanel } from './StockPanel';
import { StockRunwayCard } from './StockRunwayCard';

const AnalysisPanel = lazy(() => import('../../analysis/components/AnalysisPanel').then((m) => ({ default: m.AnalysisPanel })));

export const TrialStocksFields = graphql(`
  fragment TrialStocksFields on Trial {
    nctId
    briefTitle
    ticker
    leadSponsorName
    score
    recommendation
    investmentVerdict
    sponsorMatch {
      ...SponsorMatchFields
    }
  }
`);

/** The trial page's stocks tab: the stock panel, the company's cash runway at this trial's readout, and the AI analysis in a dialog. */
export function StocksTab({ trial }: { trial: TrialStocksFieldsFragment }) {
  const { t } = useTranslation('trial');
  const [analysisOpen, setAnalysisOpen] = useState(false);
  return (
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
        sponsorMatch={trial.sponsorMatch}
      />
      <Suspense fallback={<Spinner />}>
        <StockRunwayCard nctId={trial.nctId} ticker={trial.ticker} />
      </Suspense>
      <Modal open={analysisOpen} onClose={() => setAnalysisOpen(false)} title={t('analysisModalTitle')} subtitle={`${trial.briefTitle} · ${trial.nctId}`}>
        <Suspense fallback={<Spinner />}>
          <AnalysisPanel nctId={trial.nctId} />
        </Suspense>
      </Modal>
    </div>
  );
}
