import { useTranslation } from 'react-i18next';
import type { RegulatoryEventFieldsFragment } from '../../../gql/graphql';
import { Card } from '../../../ui';
import { RegulatoryEventList } from './RegulatoryEventList';

/** The company page's "Réglementaire" card: every event of the company (its ticker, its trials' drugs), by date. */
export function CompanyRegulatoryCard({ events, now }: { events: readonly RegulatoryEventFieldsFragment[]; now?: Date }) {
  const { t } = useTranslation('regulatory');
  return (
    <Card title={t('title')} data-testid="company-regulatory">
      <p className="small muted">{t('companySubtitle')}</p>
      <RegulatoryEventList events={events} empty={t('emptyCompany')} now={now} />
    </Card>
  );
}
