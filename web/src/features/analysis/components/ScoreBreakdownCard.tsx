import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent, formatSigned, withColon } from '../../../lib/format';
import { Card, Spinner } from '../../../ui';
import type { ScoreBreakdown } from '../analysis.types';
import { sourceLabel } from '../sources';
import { enumLabel } from '../../../lib/labels';

const ScoreBreakdownChart = lazy(() => import('./ScoreBreakdownChart'));

/** How the score was built: the chart (nivo, loaded on demand), the prior and its source, the result, each factor, missing data. */
export function ScoreBreakdownCard({ breakdown: b }: { breakdown: ScoreBreakdown }) {
  const { t } = useTranslation('analysis');
  const { t: ts } = useTranslation('sources');
  return (
    <Card as="div" title={t('breakdown.title')} data-testid="score-breakdown">
      <Suspense fallback={<Spinner />}>
        <ScoreBreakdownChart breakdown={b} />
      </Suspense>
      <p className="small muted">
        {t('breakdown.prior', { prior: formatPercent(b.prior * 100, { digits: 1 }), phase: enumLabel(t, 'PriorPhase', b.phase), area: b.areaLabel })} —{' '}
        {withColon(t('breakdown.source'))} {b.priorSource}. {b.priorBasis}
      </p>
      <p className="small muted">
        {t('breakdown.result', {
          probability: formatPercent(b.probability * 100, { digits: 1 }),
          materiality: formatNumber(b.materiality, 2),
          score: formatNumber(b.score, 1),
        })}
      </p>
      <ul className="small factor-list">
        {b.factors.map((f) => (
          <li key={f.key}>
            <strong>{f.label}</strong> ({formatSigned(f.effect)}) — {f.statement}
            {f.source ? <span className="muted"> [{f.source}]</span> : null}
          </li>
        ))}
      </ul>
      {b.missing.length ? (
        <p className="small notice-yellow">{t('breakdown.missing', { fields: b.missing.map((f) => sourceLabel(ts, f)).join(', ') })}</p>
      ) : null}
    </Card>
  );
}
