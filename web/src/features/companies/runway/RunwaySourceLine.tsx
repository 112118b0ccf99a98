import { useTranslation } from 'react-i18next';
import type { CompanyRunwayFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { RunwayDemoBadge } from './RunwayRiskBadge';

/** Where the runway's figures come from and when they were read, with the demo badge on demo figures. */
export function RunwaySourceLine({ runway: r }: { runway: Pick<CompanyRunwayFieldsFragment, 'source' | 'demo' | 'fetchedAt'> }) {
  const { t } = useTranslation('runway');
  return (
    <p className="small muted runway-source-line" data-testid="runway-source-line" data-source={r.source ?? ''}>
      {t('source.line', { source: r.source ? t(`source.${r.source}`) : t('source.none'), date: formatDate(r.fetchedAt) })}
      {r.demo ? (
        <>
          {' '}
          <RunwayDemoBadge />
        </>
      ) : null}
    </p>
  );
}
