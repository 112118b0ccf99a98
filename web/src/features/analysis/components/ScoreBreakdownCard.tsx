import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent, formatSigned, withColon } from '../../../lib/format';
import { Card, Spinner } from '../../../ui';
import type { ScoreBreakdown } from '../analysis.types';
import { sourceLabel } from '../sources';
import { enumLabel } from '../../../lib/labels';
import { DilutionTerm, MarketRowSource } from './DilutionTerm';

const ScoreBreakdownChart = lazy(() => import('./ScoreBreakdownChart'));

type Term = ScoreBreakdown['terms'][number];

/** A term's value in the reader's language, at the precision the engine computed the score with, with a true minus sign as in the texts. */
export function termValue(t: Term): string {
  const signed = t.key === 'upside' || t.key === 'downside' || t.key === 'expectedMove' || t.key === 'dilutionMove' || t.key === 'dilution';
  if (t.unit === '%') return formatPercent(t.value, { digits: t.digits, signed });
  if (t.unit === '×') return `×${formatNumber(t.value, t.digits)}`;
  return formatNumber(t.value, t.digits);
}

/**
 * How the score was built: the readout prior and its source, the published factors (chart, nivo
 * loaded on demand, and list), the forecast or the posted outcome, the separate probability of
 * approval, then the formula and every term it uses — the displayed numbers reproduce the score —
 * where U and D come from (measured or published), the dilution term with the runway's figures, the
 * context lines (facts without a published effect) and missing data.
 */
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
      <ul className="small factor-list">
        {b.factors.map((f) => (
          <li key={f.key}>
            <strong>{f.label}</strong> ({formatSigned(f.effect)}) — {f.statement}
            {f.source ? <span className="muted"> [{f.source}]</span> : null}
          </li>
        ))}
      </ul>
      <p className="small" data-testid="breakdown-probability">
        {b.outcome
          ? t('breakdown.outcome', {
              outcome: t(`breakdown.outcomes.${b.outcome}`),
              probability: formatPercent(b.probability * 100, { digits: 1 }),
              forecast: formatPercent(b.forecast * 100, { digits: 1 }),
            })
          : t('breakdown.forecast', { forecast: formatPercent(b.forecast * 100, { digits: 1 }) })}
      </p>
      {b.probabilityOfApproval !== null && b.probabilityOfApproval !== undefined ? (
        <p className="small muted" data-testid="breakdown-approval">
          {t('breakdown.approval', { value: formatPercent(b.probabilityOfApproval * 100, { digits: 1 }), label: b.probabilityOfApprovalLabel ?? '' })}
        </p>
      ) : null}
      {b.terms.length ? (
        <div data-testid="breakdown-formula">
          <p className="small">
            <strong>{withColon(t('breakdown.formula'))}</strong> {b.formula}
          </p>
          <table className="small factor-terms">
            <tbody>
              {b.terms.map((term) => (
                <tr key={term.key} data-term={term.key}>
                  <th scope="row">{term.label}</th>
                  <td>{termValue(term)}</td>
                </tr>
              ))}
              <tr data-term="score">
                <th scope="row">{t('breakdown.score')}</th>
                <td>
                  <strong>{formatNumber(b.score, 1)}/10</strong>
                </td>
              </tr>
            </tbody>
          </table>
          <p className="small muted">
            {t('breakdown.thresholds', { invest: formatNumber(b.investThreshold, 1), watch: formatNumber(b.watchThreshold, 1) })}
            {b.market?.provisional ? ` ${t('breakdown.provisional')}` : ''}
          </p>
          {b.market ? <MarketRowSource market={b.market} /> : null}
          {b.dilution ? <DilutionTerm dilution={b.dilution} /> : null}
        </div>
      ) : (
        <p className="small muted">{t('breakdown.legacy', { score: formatNumber(b.score, 1) })}</p>
      )}
      {b.context.length ? (
        <>
          <p className="small">
            <strong>{t('breakdown.context')}</strong>
          </p>
          <ul className="small factor-list" data-testid="breakdown-context">
            {b.context.map((c) => (
              <li key={c.key} className={c.tone === 'risk' ? 'tone-red' : undefined}>
                <strong>{c.label}</strong> — {c.statement}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {b.missing.length ? (
        <p className="small notice-yellow">{t('breakdown.missing', { fields: b.missing.map((f) => sourceLabel(ts, f)).join(', ') })}</p>
      ) : null}
    </Card>
  );
}
