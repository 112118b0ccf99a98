import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { OutcomeFieldsFragment, TrialOutcomesFieldsFragment } from '../../../gql/graphql';
import { withColon } from '../../../lib/format';
import { Card } from '../../../ui';

export const TrialOutcomesFields = graphql(`
  fragment TrialOutcomesFields on Trial {
    nctId
    outcomes {
      primaryOutcomes {
        ...OutcomeFields
      }
      secondaryOutcomes {
        ...OutcomeFields
      }
    }
  }
`);

export const OutcomeFields = graphql(`
  fragment OutcomeFields on Outcome {
    measure
    description
    timeFrame
  }
`);

function OutcomeList({ title, items }: { title: string; items: readonly OutcomeFieldsFragment[] }) {
  const { t } = useTranslation('trial');
  return (
    <div>
      <h3>{title}</h3>
      {items.length ? (
        <ul className="stack outcome-list">
          {items.map((o, i) => (
            <li key={i}>
              <strong>{o.measure}</strong>
              {o.description ? <p className="small">{o.description}</p> : null}
              {o.timeFrame ? (
                <p className="small muted">
                  {withColon(t('scientific.timeFrame'))} {o.timeFrame}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('summary.none')}</p>
      )}
    </div>
  );
}

/** Primary and secondary outcome measures side by side. */
export function TrialOutcomesCard({ trial }: { trial: TrialOutcomesFieldsFragment }) {
  const { t } = useTranslation('trial');
  return (
    <Card title={t('scientific.outcomes')}>
      <div className="grid grid-2">
        <OutcomeList title={t('scientific.primaryOutcomes')} items={trial.outcomes?.primaryOutcomes ?? []} />
        <OutcomeList title={t('scientific.secondaryOutcomes')} items={trial.outcomes?.secondaryOutcomes ?? []} />
      </div>
    </Card>
  );
}
