import { useTranslation } from 'react-i18next';
import type { RegulatoryEventFieldsFragment } from '../../../gql/graphql';
import { EmptyState } from '../../../ui';
import { RegulatoryEventItem } from './RegulatoryEventItem';

/** Events as a list (the API's order: by date), or the empty state naming what has none. */
export function RegulatoryEventList({ events, empty, now }: { events: readonly RegulatoryEventFieldsFragment[]; empty: string; now?: Date }) {
  const { t } = useTranslation('regulatory');
  if (!events.length) return <EmptyState title={empty} hint={t('emptyHint')} />;
  return (
    <ol className="list-plain regulatory-list" aria-label={t('listLabel')} data-testid="regulatory-list">
      {events.map((e) => (
        <li key={e.eventId}>
          <RegulatoryEventItem event={e} now={now} />
        </li>
      ))}
    </ol>
  );
}
