import { useTranslation } from 'react-i18next';
import type { DilutionRisk } from '../../../gql/graphql';
import { Badge } from '../../../ui';
import { RISK_TONES } from './runway.format';

/** The dilution risk at a readout in words (a short label, the full sentence as its title). */
export function RunwayRiskBadge({ risk }: { risk: DilutionRisk }) {
  const { t } = useTranslation('runway');
  return (
    <Badge tone={RISK_TONES[risk]} title={t(`risk.${risk}`)} data-testid="runway-risk" data-risk={risk}>
      {t(`riskShort.${risk}`)}
    </Badge>
  );
}

/** The orange "demo data" badge every demo figure carries. */
export function RunwayDemoBadge() {
  const { t } = useTranslation('runway');
  return (
    <Badge tone="orange" title={t('demoTitle')} data-testid="runway-demo">
      {t('demo')}
    </Badge>
  );
}
