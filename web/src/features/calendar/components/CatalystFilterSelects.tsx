import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../ui';
import { CATALYST_CONFIDENCES, CATALYST_KINDS, type CatalystConfidenceFilter, type CatalystKindFilter } from '../calendar.catalyst-filters';

/** The calendar's filters by next catalyst: its kind and its confidence. */
export function CatalystFilterSelects({
  kind,
  confidence,
  onChange,
}: {
  kind: CatalystKindFilter;
  confidence: CatalystConfidenceFilter;
  onChange: (patch: { kind?: CatalystKindFilter; confidence?: CatalystConfidenceFilter }) => void;
}) {
  const { t } = useTranslation('catalysts');
  return (
    <>
      <FilterSelect
        label={t('filters.kind')}
        value={kind}
        options={CATALYST_KINDS.map((k) => ({ value: k, label: k === 'ALL' ? t('filters.allKinds') : t(`kind.${k}`) }))}
        onChange={(k) => onChange({ kind: k })}
        testId="calendar-catalyst-kind"
      />
      <FilterSelect
        label={t('filters.confidence')}
        value={confidence}
        options={CATALYST_CONFIDENCES.map((c) => ({ value: c, label: c === 'ALL' ? t('filters.allConfidences') : t(`confidence.${c}`) }))}
        onChange={(c) => onChange({ confidence: c })}
        testId="calendar-catalyst-confidence"
      />
    </>
  );
}
