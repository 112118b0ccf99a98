import { useQuery } from '@apollo/client/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import { hasRealTicker, recommendationTone, scoreTone, verdictTone } from '../../../lib/display';
import { formatCurrency, formatDate, formatDateTime, formatPercent } from '../../../lib/format';
import { Badge, Card, Spinner } from '../../../ui';

const ScoreBreakdownChart = lazy(() => import('./ScoreBreakdownChart'));

export const TrialAnalysisQuery = graphql(`
  query TrialAnalysis($nctId: ID!) {
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
        investmentVerdict
        sponsorListed
        ticker
        provider
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
        probability
        materiality
        score
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
      }
    }
  }
`);

export const AnalysisQuoteQuery = graphql(`
  query AnalysisQuote($ticker: String!) {
    stock(ticker: $ticker) {
      ticker
      currentPrice
      changePercent
      currency
      isError
    }
  }
`);

function List({ title, items, tone }: { title: string; items: string[]; tone: 'green' | 'red' | 'blue' }) {
  if (!items.length) return null;
  return (
    <Card as="div" title={title}>
      <ul className={`analysis-list tone-list-${tone}`}>
        {items.map((x, i) => (
          <li key={i}>{x}</li>
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
  const ticker = a?.summary.ticker;
  // Once the analysis arrives with a real ticker, the quote is fetched too (silent on failure).
  const quote = useQuery(AnalysisQuoteQuery, { variables: { ticker: ticker ?? '' }, skip: !hasRealTicker(ticker), errorPolicy: 'ignore' });
  if (quote.error) console.warn('analysis panel: stock fetch failed', quote.error);

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
  const q = quote.data?.stock;
  const tl = s.timeline;
  return (
    <div className="stack analysis-panel" data-testid="analysis-panel" lang={i18n.language}>
      <div className="spread">
        <div className="row">
          <Badge tone={recommendationTone(s.recommendation)} data-testid="analysis-recommendation">
            {t(`market:recommendation.${s.recommendation}`, { defaultValue: s.recommendation })}
          </Badge>
          <span className={`score score-${scoreTone(s.score)} tone-${scoreTone(s.score)}`} data-testid="analysis-score">
            <strong>{s.score.toFixed(1)}</strong>/10
          </span>
          <Badge tone="purple">{t('aiTag')}</Badge>
        </div>
        <span className="small muted">{t('analyzedAt', { date: formatDateTime(a.analyzedAt) })}</span>
      </div>
      {s.hasError ? <p className="notice-yellow small">{t('partial', { errorType: s.errorType ?? '' })}</p> : null}
      <div className="grid grid-2">
        <Card as="div" title={t('investment')}>
          <dl className="kv">
            <dt>{t('verdict')}</dt>
            <dd>
              <Badge tone={verdictTone(s.investmentVerdict)}>{s.investmentVerdict}</Badge>
            </dd>
            <dt>{t('sponsorListed')}</dt>
            <dd>{s.sponsorListed ? t('yes') : t('no')}</dd>
            <dt>{t('ticker')}</dt>
            <dd>{hasRealTicker(s.ticker) ? s.ticker : t('noTicker')}</dd>
            {q && !q.isError ? (
              <>
                <dt>{t('price')}</dt>
                <dd>
                  {formatCurrency(q.currentPrice, q.currency)} ({formatPercent(q.changePercent, { signed: true })})
                </dd>
              </>
            ) : null}
          </dl>
        </Card>
        <Card as="div" title={t('timeline')}>
          <dl className="kv">
            <dt>{t('start')}</dt>
            <dd>{formatDate(tl.startDate)}</dd>
            <dt>{t('primaryCompletion')}</dt>
            <dd>{formatDate(tl.primaryCompletionDate)}</dd>
            <dt>{t('completion')}</dt>
            <dd>{formatDate(tl.completionDate)}</dd>
            {tl.resultsPostedDate ? (
              <>
                <dt>{t('resultsPosted')}</dt>
                <dd>{formatDate(tl.resultsPostedDate)}</dd>
              </>
            ) : null}
            <dt>{t('readout')}</dt>
            <dd>
              {formatDate(tl.expectedReadoutFrom)} → {formatDate(tl.expectedReadoutTo)}
            </dd>
          </dl>
        </Card>
      </div>
      <Card as="div" title={t('detailedAnalysis')}>
        <p className="prewrap">{a.details.analysis}</p>
      </Card>
      <div className="grid grid-2">
        <List title={t('opportunities')} items={a.details.opportunities} tone="green" />
        <List title={t('risks')} items={a.details.risks} tone="red" />
      </div>
      <List title={t('keyFactors')} items={a.details.keyFactors} tone="blue" />
      {a.breakdown ? (
        <Card as="div" title={t('breakdown.title')} data-testid="score-breakdown">
          <Suspense fallback={<Spinner />}>
            <ScoreBreakdownChart breakdown={a.breakdown} />
          </Suspense>
          <p className="small muted">
            {t('breakdown.prior', { prior: formatPercent(a.breakdown.prior * 100), phase: a.breakdown.phase, area: a.breakdown.areaLabel })} —{' '}
            {t('breakdown.source')} : {a.breakdown.priorSource}. {a.breakdown.priorBasis}
          </p>
          <p className="small muted">
            {t('breakdown.result', {
              probability: formatPercent(a.breakdown.probability * 100),
              materiality: a.breakdown.materiality.toFixed(2),
              score: a.breakdown.score.toFixed(1),
            })}
          </p>
          <ul className="small factor-list">
            {a.breakdown.factors.map((f) => (
              <li key={f.key}>
                <strong>{f.label}</strong> ({f.effect >= 0 ? '+' : ''}
                {f.effect.toFixed(2)}) — {f.statement}
                {f.source ? <span className="muted"> [{f.source}]</span> : null}
              </li>
            ))}
          </ul>
          {a.breakdown.missing.length ? <p className="small notice-yellow">{t('breakdown.missing', { fields: a.breakdown.missing.join(', ') })}</p> : null}
        </Card>
      ) : null}
    </div>
  );
}
