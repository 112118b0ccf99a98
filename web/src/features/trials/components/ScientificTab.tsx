import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { TrialScientificFieldsFragment } from '../../../gql/graphql';
import { Card } from '../../../ui';
import { SeriousEventsCard } from './SeriousEventsCard';
import { StatisticalResultsCard } from './StatisticalResultsCard';
import { TrialEligibilityCard } from './TrialEligibilityCard';
import { TrialInterventionsCard } from './TrialInterventionsCard';
import { TrialOutcomesCard } from './TrialOutcomesCard';
import { TrialSitesCard } from './TrialSitesCard';

export const TrialScientificFields = graphql(`
  fragment TrialScientificFields on Trial {
    nctId
    detailedDescription
    ...TrialInterventionsFields
    ...TrialEligibilityFields
    ...TrialOutcomesFields
    ...TrialStatisticalResultsFields
    ...TrialSeriousEventsFields
    ...TrialSitesFields
  }
`);

/** The trial page's scientific tab: description, interventions, eligibility, outcomes, posted results, serious events, sites. */
export function ScientificTab({ trial }: { trial: TrialScientificFieldsFragment }) {
  const { t } = useTranslation('trial');
  return (
    <div className="stack">
      <Card title={t('scientific.detailedDescription')}>
        {trial.detailedDescription ? (
          <p className="prewrap" lang="en">
            {trial.detailedDescription}
          </p>
        ) : (
          <p>{t('summary.noDescription')}</p>
        )}
      </Card>
      <TrialInterventionsCard trial={trial} />
      <TrialEligibilityCard trial={trial} />
      <TrialOutcomesCard trial={trial} />
      <StatisticalResultsCard trial={trial} />
      <SeriousEventsCard trial={trial} />
      <TrialSitesCard trial={trial} />
    </div>
  );
}
