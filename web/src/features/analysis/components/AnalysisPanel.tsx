import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import { recommendationTone, scoreTone } from '../../../lib/display';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { Badge, Card } from '../../../ui';
import { AnalysisFacts } from './AnalysisFacts';
import { CitedPoint } from './CitedPoint';
import { ScoreBreakdownCard } from './ScoreBreakdownCard';
import { enumLabel, recommendationLabel } from '../../../lib/labels';

export const TrialAnalysisQuery = graphql(`
  query TrialAnalysis($nctId: ID!) {
    trial(nctId: $nctId) {
      ...AnalysisTimelineTrialFields
    }
    trialAnalysis(nctId: $nctId) {
      id
      nctId
      analyzedAt
      summary {
        recommendation
        score
        hasError
        errorType
        errorMessage
        ticker
        investmentVerdict
        sponsorListed
        ticker
        timeline {
          startDate
          primaryCompletionDate
          completionDate
          resultsPostedDate
          expectedReadoutFrom
          expectedReadoutTo
        }
      }
      details {
        analysis
        opportunities
        risks
        keyFactors
      }
      breakdown {
        prior
        priorSource
        priorBasis
        phase
        areaLabel
        logOdds
        forecast
        outcome
        probability
        probabilityOfApproval
        probabilityOfApprovalLabel
        expectedMove
        formula
        score
        investThreshold
        watchThreshold
        missing
        factors {
          key
          label
          effect
          min
          max
          statement
          source
        }
        context {
          key
          label
          statement
          tone
        }
        terms {
          key
          label
          value
          shown
          digits
          unit
        }
        market {
          bucket
          provisional
          source
          ahead
          breakEven
          measured {
            successes
            failures
            benchmark
            demo
            asOf
          }
        }
        dilution {
          applies
          risk
          move
          moveSource
          readoutDate
          monthsAtReadout
          runwayEnd
          monthsOfRunway
          notBurning
          filing {
            form
            periodEnd
            filed
          }
          financialsSource
          demo
          statement
        }
      }
    }
  }
`);

function List({ title, items, tone }: { title: string; items: string[]; tone: 'green' | 'red' | 'blue' }) {
  if (!items.length) return null;
  return (
    <Card as="div" title={title}>
      <ul className={`analysis-list tone-list-${tone}`}>
        {items.map((x, i) => (
          <li key={i}>
            <CitedPoint point={x} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Investment analysis panel (embedded in the AI tab, or inside a Modal). */
export function AnalysisPanel({ nctId }: { nctId: string }) {
  const { t, i18n } = useTranslation('analysis');
  const { data, loading, error } = useQuery(TrialAnalysisQuery, { variables: { nctId } });
  const a = data?.trialAnalysis;

  if (!a && loading)
    return (
      <p className="muted" role="status">
        {t('loading')}
      </p>
    );
  if (error && !a) {
    return (
      <div className="notice-yellow" role="alert" data-testid="analysis-unavailable">
        <strong>{t('failureTitle')}</strong>
        <p>{t('failureText')}</p>
      </div>
    );
  }
  if (!a) return <p className="muted">{t('missing')}</p>;
  const s = a.summary;
  if (s.recommendation === 'ERREUR_QUOTA' || (s.hasError && s.errorType === 'QUOTA')) {
    return (
      <div className="notice-yellow" role="alert">
        <strong>{t('unavailableTitle')}</strong>
        {s.errorMessage ? <p>{s.errorMessage}</p> : null}
        <p>{t('unavailableText')}</p>
      </div>
    );
  }
  return (
    <div className="stack analysis-panel" data-testid="analysis-panel" lang={i18n.language}>
      <div className="spread">
        <div className="row">
          <Badge tone={recommendationTone(s.recommendation)} data-testid="analysis-recommendation" data-value={s.recommendation ?? ''}>
            {recommendationLabel(t, s.recommendation)}
          </Badge>
          <span className={`score score-${scoreTone(s.score)} tone-${scoreTone(s.score)}`} data-testid="analysis-score">
            <strong>{formatNumber(s.score, 1)}</strong>/10
          </span>
          <Badge tone="purple">{t('aiTag')}</Badge>
        </div>
        <span className="small muted">{t('analyzedAt', { date: formatDateTime(a.analyzedAt) })}</span>
      </div>
      {s.hasError ? <p className="notice-yellow small">{t('partial', { errorType: enumLabel(t, 'AnalysisErrorType', s.errorType) })}</p> : null}
      <AnalysisFacts summary={s} trial={data?.trial} />
      <Card as="div" title={t('detailedAnalysis')}>
        <p className="prewrap">{a.details.analysis}</p>
      </Card>
      <div className="grid grid-2">
        <List title={t('opportunities')} items={a.details.opportunities} tone="green" />
        <List title={t('risks')} items={a.details.risks} tone="red" />
      </div>
      <List title={t('keyFactors')} items={a.details.keyFactors} tone="blue" />
      {a.breakdown ? <ScoreBreakdownCard breakdown={a.breakdown} /> : null}
    </div>
  );
}
