import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import { Card, ErrorState, Spinner } from '../../../ui';
import { errorMessage } from '../../auth/errors';
import { RegulatoryEventList } from './RegulatoryEventList';

export const TrialRegulatoryQuery = graphql(`
  query TrialRegulatory($nctId: ID!) {
    trial(nctId: $nctId) {
      nctId
      regulatoryEvents {
        ...RegulatoryEventFields
      }
    }
  }
`);

/** The trial page's "Réglementaire" section: the events linked to the trial's drugs, by date. */
export function TrialRegulatoryCard({ nctId, now }: { nctId: string; now?: Date }) {
  const { t } = useTranslation('regulatory');
  const { data, loading, error, refetch } = useQuery(TrialRegulatoryQuery, { variables: { nctId } });
  return (
    <Card title={t('title')} data-testid="trial-regulatory" aria-busy={!data && loading}>
      <p className="small muted">{t('subtitle')}</p>
      {!data && loading ? (
        <Spinner label={t('loading')} />
      ) : !data && error ? (
        <ErrorState message={errorMessage(error, t)} onRetry={() => void refetch()} />
      ) : (
        <RegulatoryEventList events={data?.trial.regulatoryEvents ?? []} empty={t('empty')} now={now} />
      )}
    </Card>
  );
}
