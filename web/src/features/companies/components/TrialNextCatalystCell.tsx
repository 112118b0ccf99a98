import { useTranslation } from 'react-i18next';
import type { NextCatalystFieldsFragment } from '../../../gql/graphql';
import { NextCatalystBadge } from '../../catalysts/NextCatalystBadge';

/** The pipeline's "next catalyst" cell: the readout window's badge (kind, countdown or window, confidence), as elsewhere. */
export function TrialNextCatalystCell({ catalyst }: { catalyst: NextCatalystFieldsFragment | null | undefined }) {
  const { t } = useTranslation('company');
  if (!catalyst) return <span className="muted">{t('pipeline.noCatalyst')}</span>;
  return <NextCatalystBadge catalyst={catalyst} />;
}
