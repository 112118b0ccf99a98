import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { ReactionMeasure } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { Badge, EmptyState, ErrorState, ErrorText, FilterSelect, Spinner } from '../../../ui';
import { DEFAULT_MEASURE, MEASURES, OUTCOMES, formatMove, isAbnormal, reactionLines, type ComparedOutcome, type ReactionCell } from '../reactions.stats';
import { useReactionStats } from '../hooks/useReactionStats';
import { ReactionChart } from './ReactionChart';
import { ReactionTable } from './ReactionTable';
import './reactions.css';

export const ReactionStatsFields = graphql(`
  fragment ReactionStatsFields on ReactionStats {
    measure
    total
    demo
    benchmark
    asOf
    groups {
      outcome
      capBucket
      area
      n
      median
      q1
      q3
    }
  }
`);

/** The median move of one outcome over all catalysts, its interquartile range and n. */
function OverallTile({ outcome, cell }: { outcome: ComparedOutcome; cell: ReactionCell }) {
  const { t, i18n } = useTranslation('analytics');
  const lang = i18n.language ?? 'fr';
  return (
    <div className={`reaction-tile reaction-tile-${outcome}`} data-testid={`reaction-overall-${outcome}`}>
      <h3 className="reaction-tile-title">
        <span className={`reaction-swatch reaction-swatch-${outcome}`} aria-hidden="true" />
        {t(`reactions.outcome.${outcome}`)}
      </h3>
      <p className="reaction-median">
        <span className="sr-only">{t('reactions.median')} </span>
        <span className="reaction-median-value" data-testid={`reaction-median-${outcome}`}>
          {cell.n > 0 ? formatMove(cell.median, lang) : '—'}
        </span>{' '}
        <span className="muted small" aria-hidden="true">
          {t('reactions.median')}
        </span>
      </p>
      <p className="small">{cell.n > 0 ? t('reactions.iqr', { q1: formatMove(cell.q1, lang), q3: formatMove(cell.q3, lang) }) : t('reactions.noMove')}</p>
      <p className="small reaction-n" data-testid={`reaction-n-${outcome}`} data-n={cell.n}>
        {t('reactions.n', { n: cell.n })}
      </p>
    </div>
  );
}

/**
 * Analytics' "market reactions to catalysts": the listed company's move after its past catalysts,
 * median and interquartile range on success and on failure — overall, by market-cap bucket and by
 * therapeutic area, always with n — for the chosen measure, the benchmark named; a chart and a table
 * of the same numbers.
 */
export function ReactionStats() {
  const { t } = useTranslation('analytics');
  const titleId = useId();
  const [measure, setMeasure] = useState<ReactionMeasure>(DEFAULT_MEASURE);
  const { stats, current, loading, error, refetch } = useReactionStats(measure);
  const lines = useMemo(() => (stats ? reactionLines(stats.groups) : null), [stats]);
  const empty = !!stats && stats.total === 0;
  return (
    <section className="card stack reaction-stats" aria-labelledby={titleId} aria-busy={loading} data-testid="reaction-stats">
      <div className="spread">
        <h2 id={titleId} className="card-title">
          {t('reactions.title')}
        </h2>
        {stats?.demo ? (
          <Badge tone="orange" title={t('reactions.demoTitle')} data-testid="reaction-demo">
            {t('reactions.demo')}
          </Badge>
        ) : null}
      </div>
      <p className="muted small">{t('reactions.subtitle')}</p>
      <div className="reaction-controls">
        <FilterSelect
          label={t('reactions.measureLabel')}
          value={measure}
          options={MEASURES.map((m) => ({ value: m, label: t(`reactions.measure.${m}`) }))}
          onChange={setMeasure}
          testId="reaction-measure"
        />
      </div>
      {stats ? (
        <p className="small" data-testid="reaction-benchmark">
          {isAbnormal(measure) ? t('reactions.benchmarkAbnormal', { benchmark: stats.benchmark }) : t('reactions.benchmarkRaw', { benchmark: stats.benchmark })}
          {stats.asOf ? <span className="muted"> {t('reactions.asOf', { date: formatDate(stats.asOf) })}</span> : null}
        </p>
      ) : null}
      {loading && !stats ? <Spinner label={t('reactions.loading')} /> : null}
      {error && !loading ? <ErrorState message={<ErrorText error={error} />} onRetry={refetch} /> : null}
      {empty && !error ? <EmptyState title={t('reactions.empty')} hint={t('reactions.emptyHint')} /> : null}
      {stats && lines && !empty && !error ? (
        <div className={`stack ${current ? '' : 'reaction-stale'}`.trim()} data-testid="reaction-body" data-measure={stats.measure}>
          <p className="sr-only" aria-live="polite">
            {current ? t('reactions.showing', { measure: t(`reactions.measure.${stats.measure}`), total: stats.total }) : ''}
          </p>
          <div className="grid grid-2 reaction-overall">
            {OUTCOMES.map((o) => (
              <OverallTile key={o} outcome={o} cell={lines.overall[o]} />
            ))}
          </div>
          <p className="small muted" data-testid="reaction-total">
            {t('reactions.total', { count: stats.total })}
          </p>
          <ReactionChart lines={lines} />
          <ReactionTable lines={lines} measure={stats.measure} />
        </div>
      ) : null}
    </section>
  );
}
