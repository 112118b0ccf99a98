import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { TrialInterventionsFieldsFragment } from '../../../gql/graphql';
import { withColon } from '../../../lib/format';
import { Badge, Card } from '../../../ui';
import { interventionTypeLabel } from '../../../lib/labels';
import { SlashBreaks } from './SlashBreaks';

export const TrialInterventionsFields = graphql(`
  fragment TrialInterventionsFields on Trial {
    nctId
    interventions {
      name
      type
      description
      otherNames
    }
  }
`);

/** The interventions: name, type, description and other names. */
export function TrialInterventionsCard({ trial }: { trial: TrialInterventionsFieldsFragment }) {
  const { t } = useTranslation('trial');
  return (
    <Card title={t('scientific.interventions')}>
      {trial.interventions.length ? (
        <ul className="stack list-plain">
          {trial.interventions.map((i, idx) => (
            <li key={`${i.name}-${idx}`}>
              <strong lang="en">
                <SlashBreaks text={i.name} />
              </strong>{' '}
              {i.type ? <Badge tone="gray">{interventionTypeLabel(t, i.type)}</Badge> : null}
              {i.description ? (
                <p className="small" lang="en">
                  {i.description}
                </p>
              ) : null}
              {i.otherNames.length ? (
                <p className="small muted">
                  {withColon(t('scientific.otherNames'))} {i.otherNames.join(', ')}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('summary.none')}</p>
      )}
    </Card>
  );
}
