import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { TrialStatisticalResultsFieldsFragment } from '../../../gql/graphql';
import { formatInterval, formatNumericText, withColon } from '../../../lib/format';
import { Badge, Card } from '../../../ui';
import { PValue } from './PValue';
import { enumLabel } from '../../../lib/labels';

export const TrialStatisticalResultsFields = graphql(`
  fragment TrialStatisticalResultsFields on Trial {
    nctId
    results {
      outcomeMeasuresModule {
        outcomeMeasures {
          title
          type
          reportingStatus
          analyses {
            pValue
            ciLowerLimit
            ciUpperLimit
            ciPctValue
            statisticalMethod
          }
        }
      }
    }
  }
`);

/** Posted results: each outcome measure with its analyses (p-value, confidence interval, method); nothing without results. */
export function StatisticalResultsCard({ trial }: { trial: TrialStatisticalResultsFieldsFragment }) {
  const { t } = useTranslation('trial');
  const measures = trial.results?.outcomeMeasuresModule.outcomeMeasures ?? [];
  if (!measures.length) return null;
  return (
    <Card title={t('scientific.results')} data-testid="statistical-results">
      <ul className="stack list-plain">
        {measures.map((m, i) => (
          <li key={i} className="result-measure">
            <strong>{m.title}</strong>
            <div className="row small">
              {m.type ? <Badge tone={m.type === 'PRIMARY' ? 'blue' : 'gray'}>{enumLabel(t, 'OutcomeType', m.type)}</Badge> : null}
              {m.reportingStatus ? <Badge tone="green">{enumLabel(t, 'ReportingStatus', m.reportingStatus)}</Badge> : null}
            </div>
            {m.analyses.map((a, j) => (
              <div key={j} className="small analysis-row">
                {withColon(t('scientific.pValue'))} <PValue value={a.pValue} />
                {a.ciLowerLimit || a.ciUpperLimit ? (
                  <>
                    {' · '}
                    {withColon(t('scientific.ci', { pct: formatNumericText(a.ciPctValue ?? '95') }))} {formatInterval(a.ciLowerLimit, a.ciUpperLimit)}
                  </>
                ) : null}
                {a.statisticalMethod ? <span className="muted"> · {a.statisticalMethod}</span> : null}
              </div>
            ))}
          </li>
        ))}
      </ul>
    </Card>
  );
}
