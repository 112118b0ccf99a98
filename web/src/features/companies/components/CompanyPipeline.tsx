import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CompanyPipelineTrialFieldsFragment } from '../../../gql/graphql';
import { phaseLabel, recommendationTone, scoreTone, statusTone } from '../../../lib/display';
import { formatNumber } from '../../../lib/format';
import { statusLabel } from '../../../lib/labels';
import { Badge, Card, EmptyState } from '../../../ui';
import { TrialNextCatalystCell } from './TrialNextCatalystCell';
import { SignalBadge } from '../../trials/components/TrialBadges';
import { SlashBreaks } from '../../trials/components/SlashBreaks';

type Trial = CompanyPipelineTrialFieldsFragment;
type Grouping = 'phase' | 'area';

export function usePhaseKeyLabel() {
  const { t } = useTranslation('company');
  return (key: string) => (key === 'NA' ? t('pipeline.noPhase') : key.split(',').map(phaseLabel).join(' / '));
}

/** The pipeline, grouped by phase (most advanced first) or by therapeutic area, with status, next catalyst, score, recommendation and signal. */
export function CompanyPipeline({
  trials,
  total,
  groups,
}: {
  trials: Trial[];
  total: number;
  groups: { byPhase: { key: string; count: number }[]; byArea: { key: string; count: number }[] };
}) {
  const { t } = useTranslation('company');
  const phaseText = usePhaseKeyLabel();
  const [grouping, setGrouping] = useState<Grouping>('phase');
  const counts = grouping === 'phase' ? groups.byPhase : groups.byArea;
  const keyOf = (tr: Trial) => (grouping === 'phase' ? tr.phaseKey : tr.area);
  const label = (key: string) => (grouping === 'phase' ? phaseText(key) : t(`area.${key}`, { defaultValue: key }));
  return (
    <Card
      title={t('pipeline.title')}
      data-testid="company-pipeline"
      actions={
        <div className="chart-ranges" role="group" aria-label={t('pipeline.title')}>
          {(['phase', 'area'] as const).map((g) => (
            <button
              key={g}
              type="button"
              className={`chip ${g === grouping ? 'chip-active' : ''}`}
              aria-pressed={g === grouping}
              onClick={() => setGrouping(g)}
              data-testid={`pipeline-by-${g}`}
            >
              {t(g === 'phase' ? 'pipeline.byPhase' : 'pipeline.byArea')}
            </button>
          ))}
        </div>
      }
    >
      {!trials.length ? (
        <EmptyState title={t('pipeline.empty')} />
      ) : (
        <div className="stack">
          {trials.length < total ? <p className="muted small">{t('pipeline.shown', { shown: trials.length, total })}</p> : null}
          {counts.map((g) => {
            const rows = trials.filter((tr) => keyOf(tr) === g.key);
            if (!rows.length) return null;
            return (
              <section key={g.key} className="pipeline-group" data-testid="pipeline-group">
                <h3 className="pipeline-group-title">
                  {label(g.key)} <span className="muted">({g.count})</span>
                </h3>
                <div className="table-scroll">
                  <table className="table pipeline-table">
                    <thead>
                      <tr>
                        <th scope="col">{t('pipeline.trial')}</th>
                        <th scope="col">{t('pipeline.status')}</th>
                        <th scope="col">{t('pipeline.nextCatalyst')}</th>
                        <th scope="col">{t('pipeline.score')}</th>
                        <th scope="col">{t('pipeline.recommendation')}</th>
                        <th scope="col">{t('pipeline.signal')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((tr) => (
                        <tr key={tr.nctId} data-testid="pipeline-row" data-nct-id={tr.nctId}>
                          <td>
                            <Link to={`/trial/${tr.nctId}`}>
                              <SlashBreaks text={tr.briefTitle} />
                            </Link>
                            <div className="small muted">
                              {tr.nctId} · {t(`pipeline.role.${tr.role}`)}
                              {tr.matchVia ? ` · ${t('pipeline.via', { name: tr.matchVia })}` : ''}
                            </div>
                          </td>
                          <td>
                            <Badge tone={statusTone(tr.status)}>{statusLabel(t, tr.status)}</Badge>
                          </td>
                          <td>
                            <TrialNextCatalystCell catalyst={tr.nextCatalyst} />
                          </td>
                          <td>{tr.score != null ? <Badge tone={scoreTone(tr.score)}>{formatNumber(tr.score, 1)}</Badge> : '—'}</td>
                          <td>
                            {tr.recommendation ? (
                              <Badge tone={recommendationTone(tr.recommendation)}>{t(`market:recommendation.${tr.recommendation}`)}</Badge>
                            ) : (
                              '—'
                            )}
                          </td>
                          <td>
                            <SignalBadge signal={tr.statusSignal} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </section>
            );
          })}
        </div>
      )}
    </Card>
  );
}
