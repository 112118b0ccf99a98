import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { AnalyticsSummaryFieldsFragment } from '../../../gql/graphql';
import { countryName } from '../../../lib/countries';
import { formatNumber } from '../../../lib/format';
import { phaseText, statusLabel } from '../../../lib/labels';
import { Card } from '../../../ui';
import { ChartCard, namedCounts } from './ChartCard';
import { DateRangesCard } from './DateRangesCard';
import { InvestmentInsights } from './InvestmentInsights';
import { OverviewCards } from './OverviewCards';

export const AnalyticsSummaryFields = graphql(`
  fragment AnalyticsSummaryFields on AnalyticsSummary {
    overview {
      ...AnalyticsOverviewFields
    }
    investmentInsights {
      ...InvestmentInsightsFields
    }
    dates {
      ...AnalyticsDatesFields
    }
    topMetrics {
      topCountries {
        name
        count
      }
      topSponsors {
        name
        count
      }
      statusDistribution {
        name
        count
      }
      topConditions {
        name
        count
      }
    }
    geographic {
      continents {
        name
        count
      }
    }
    phases {
      name
      count
    }
    enrollment {
      total
      average
      median
      min
      max
    }
  }
`);

/** Every block of an analytics summary: overview cards, nivo charts (each with its table view), enrollment, insights, dates. */
export function SummaryView({ summary }: { summary: AnalyticsSummaryFieldsFragment }) {
  const { t, i18n } = useTranslation('analytics');
  const e = summary.enrollment;
  return (
    <div className="stack analytics-summary">
      <OverviewCards overview={summary.overview} />
      <div className="grid grid-2">
        <ChartCard
          title={t('charts.topCountries')}
          data={namedCounts(summary.topMetrics.topCountries, (n) => countryName(n, i18n.language))}
          kind="bar"
          label={t('labels.country')}
          testId="chart-countries"
        />
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
          data={namedCounts(summary.topMetrics.statusDistribution, (s) => statusLabel(t, s))}
          kind="pie"
          label={t('labels.status')}
          testId="chart-status"
        />
        <ChartCard
          title={t('charts.phases')}
          data={namedCounts(summary.phases, (p) => phaseText(t, p))}
          kind="pie"
          label={t('labels.phase')}
          testId="chart-phases"
        />
        <ChartCard
          title={t('charts.continents')}
          data={namedCounts(summary.geographic.continents, (n) => t(`continentNames.${n}`, { defaultValue: n }))}
          kind="bar"
          label={t('labels.continent')}
          testId="chart-continents"
        />
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
      <InvestmentInsights insights={summary.investmentInsights} />
      <DateRangesCard dates={summary.dates} />
    </div>
  );
}
