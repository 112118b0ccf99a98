import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../gql';
import { Badge } from '../ui';

export const SystemInfoQuery = graphql(`
  query SystemInfo {
    systemInfo {
      demoTrials
      totalTrials
      version
    }
  }
`);

/** "Données de démonstration" while any demo trial is in the database. */
export function DemoBadge() {
  const { t } = useTranslation('common');
  const { data } = useQuery(SystemInfoQuery, { fetchPolicy: 'cache-first' });
  const demo = data?.systemInfo.demoTrials ?? 0;
  if (demo <= 0) return null;
  return (
    <Badge tone="orange" title={t('demo.title', { count: demo })} data-testid="demo-badge">
      {t('demo.badge')}
    </Badge>
  );
}
