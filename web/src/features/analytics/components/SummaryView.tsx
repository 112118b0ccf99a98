import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AnalyticsSummaryFieldsFragment } from '../../../gql/graphql';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format';
import { phaseLabel, recommendationTone, scoreTone } from '../../../lib/display';
import { Badge, Card } from '../../../ui';
import { recommendationLabel, verdictLabel } from '../../table/labels';
import { ChartCard } from './ChartCard';

/** 'ACTIVE_NOT_RECRUITING' → 'Active not recruiting' (display values are already readable). */
const statusText = (s: string) => (/^[A-Z_]+$/.test(s) ? `${s.charAt(0)}${s.slice(1).toLowerCase().replace(/_/g, ' ')}` : s);

type Highlight = AnalyticsSummaryFieldsFragment['investmentInsights']['topRisks'][number];

function HighlightList({ title, items, testId }: { title: string; items: Highlight[]; testId: string }) {
  const { t } = useTranslation('analytics');
  return (
    <div data-testid={testId}>
      <h3>{title}</h3>
      {items.length === 0 ? <p className="muted small">{t('chart.noData')}</p> : null}
      <ol className="highlight-list">
        {items.map((h) => (
          <li key={h.nctId}>
            <Link to={`/trial/${h.nctId}`}>{h.briefTitle}</Link>
            <div className="row small">
              <code>{h.nctId}</code>
              <span className="muted">{h.leadSponsor}</span>
              {h.ticker ? <Badge tone="purple">{h.ticker}</Badge> : null}
              <Badge tone={scoreTone(h.score)}>{h.score.toFixed(1)}/10</Badge>
              <Badge tone={recommendationTone(h.recommendation)}>{recommendationLabel(t, h.recommendation)}</Badge>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Every block of an analytics summary: overview cards, nivo charts (each with its table view), enrollment, insights, dates. */
export function SummaryView({ summary }: { summary: AnalyticsSummaryFieldsFragment }) {
  const { t } = useTranslation('analytics');
  const o = summary.overview;
  const e = summary.enrollment;
  const ins = summary.investmentInsights;
  const d = summary.dates;
  const tr = (list: { name: string; count: number }[], map: (s: string) => string) => list.map((x) => ({ name: map(x.name), count: x.count }));
  return (
    <div className="stack analytics-summary">
      <section className="grid grid-4 overview-cards" aria-label={t('overview.label')} data-testid="overview-cards">
        <Card>
          <div className="stat-tile">
            <span className="muted small">{t('overview.totalTrials')}</span>
            <span className="stat-value" data-testid="overview-total">
              {formatNumber(o.totalTrials)}
            </span>
          </div>
        </Card>
        <Card>
          <div className="stat-tile">
            <span className="muted small">{t('overview.totalEnrollment')}</span>
            <span className="stat-value">{formatNumber(o.totalEnrollment)}</span>
          </div>
        </Card>
        <Card>
          <div className="stat-tile">
            <span className="muted small">{t('overview.averageEnrollment')}</span>
            <span className="stat-value">{formatNumber(o.averageEnrollment)}</span>
          </div>
        </Card>
        <Card>
          <div className="stat-tile">
            <span className="muted small">{t('overview.lastUpdate')}</span>
            <span className="stat-value stat-value-sm">{o.lastUpdate ? formatDateTime(o.lastUpdate) : '—'}</span>
          </div>
        </Card>
      </section>
      <div className="grid grid-2">
        <ChartCard title={t('charts.topCountries')} data={summary.topMetrics.topCountries} kind="bar" label={t('labels.country')} testId="chart-countries" />
        <ChartCard title={t('charts.topSponsors')} data={summary.topMetrics.topSponsors} kind="bar" label={t('labels.sponsor')} testId="chart-sponsors" />
        <ChartCard
          title={t('charts.topConditions')}
          data={summary.topMetrics.topConditions}
          kind="bar"
          label={t('labels.condition')}
          testId="chart-conditions"
        />
        <ChartCard
          title={t('charts.status')}
          data={tr(summary.topMetrics.statusDistribution, statusText)}
          kind="pie"
          label={t('labels.status')}
          testId="chart-status"
        />
        <ChartCard title={t('charts.phases')} data={tr(summary.phases, phaseLabel)} kind="pie" label={t('labels.phase')} testId="chart-phases" />
        <ChartCard title={t('charts.continents')} data={summary.geographic.continents} kind="bar" label={t('labels.continent')} testId="chart-continents" />
      </div>
      <Card title={t('enrollment.title')} data-testid="enrollment-stats">
        <dl className="figure-row">
          {(['total', 'average', 'median', 'min', 'max'] as const).map((k) => (
            <div key={k}>
              <dt>{t(`enrollment.${k}`)}</dt>
              <dd>{formatNumber(e[k])}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <section className="card stack" aria-labelledby="insights-title" data-testid="investment-insights">
        <div className="spread">
          <h2 id="insights-title" className="card-title">
            {t('insights.title')}
          </h2>
          <span>
            {t('insights.averageScore')} :{' '}
            <Badge tone={scoreTone(ins.averageScore)} data-testid="average-score">
              {ins.averageScore.toFixed(1)}/10
            </Badge>{' '}
            <span className="muted small">{t('insights.analyzed', { count: ins.analyzedTrials })}</span>
          </span>
        </div>
        <div className="grid grid-2">
          <ChartCard
            title={t('insights.recommendations')}
            data={tr(ins.recommendations, (r) => recommendationLabel(t, r))}
            kind="pie"
            label={t('labels.recommendation')}
            testId="chart-recommendations"
          />
          <ChartCard
            title={t('insights.verdicts')}
            data={tr(ins.stockOpportunities, (v) => verdictLabel(t, v))}
            kind="bar"
            label={t('labels.verdict')}
            testId="chart-verdicts"
          />
        </div>
        <div className="grid grid-2">
          <HighlightList title={t('insights.topOpportunities')} items={ins.topOpportunities} testId="top-opportunities" />
          <HighlightList title={t('insights.topRisks')} items={ins.topRisks} testId="top-risks" />
        </div>
      </section>
      <Card title={t('dates.title')} data-testid="date-ranges">
        <div className="table-wrap">
          <table className="table">
            <caption className="sr-only">{t('dates.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dates.range')}</th>
                <th scope="col">{t('dates.earliest')}</th>
                <th scope="col">{t('dates.latest')}</th>
                <th scope="col">{t('dates.count')}</th>
              </tr>
            </thead>
            <tbody>
              {(['startDateRange', 'completionDateRange'] as const).map((k) => (
                <tr key={k}>
                  <th scope="row">{t(`dates.${k}`)}</th>
                  <td>{formatDate(d[k].earliest)}</td>
                  <td>{formatDate(d[k].latest)}</td>
                  <td>{formatNumber(d[k].count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </div>
  );
}
