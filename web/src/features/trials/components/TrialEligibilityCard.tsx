import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { TrialEligibilityFieldsFragment } from '../../../gql/graphql';
import { formatAge } from '../../../lib/format';
import { Card } from '../../../ui';

export const TrialEligibilityFields = graphql(`
  fragment TrialEligibilityFields on Trial {
    nctId
    eligibility {
      minimumAge
      maximumAge
      sex
      healthyVolunteers
    }
  }
`);

/** Who may take part: age bounds in the interface language ("18 Years" → "18 ans"), sex, healthy volunteers ('—' when unknown). */
export function TrialEligibilityCard({ trial }: { trial: TrialEligibilityFieldsFragment }) {
  const { t } = useTranslation('trial');
  const e = trial.eligibility;
  const yesNo = (v: boolean | null | undefined) => (v == null ? '—' : v ? t('scientific.yes') : t('scientific.no'));
  return (
    <Card title={t('scientific.eligibility')} data-testid="eligibility">
      <dl className="kv">
        <dt>{t('scientific.minimumAge')}</dt>
        <dd>{formatAge(e?.minimumAge)}</dd>
        <dt>{t('scientific.maximumAge')}</dt>
        <dd>{formatAge(e?.maximumAge)}</dd>
        <dt>{t('scientific.sex')}</dt>
        <dd>{e?.sex ? t(`scientific.sexValue.${e.sex}`, { defaultValue: e.sex }) : '—'}</dd>
        <dt>{t('scientific.healthyVolunteers')}</dt>
        <dd>{yesNo(e?.healthyVolunteers)}</dd>
      </dl>
    </Card>
  );
}
