import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../ui';
import { CATALYST_CONFIDENCES, CATALYST_KINDS, isRegulatoryKind, type CatalystConfidenceFilter, type CatalystKindFilter } from '../calendar.catalyst-filters';

/** The calendar's filters by catalyst: a readout's or a regulatory event's kind, and its (date) confidence. */
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
  const { t: tc } = useTranslation('calendar');
  const kindLabel = (k: CatalystKindFilter) => (k === 'ALL' ? t('filters.allKinds') : isRegulatoryKind(k) ? tc(`regulatory.kinds.${k}`) : t(`kind.${k}`));
  const confidenceLabel = (c: CatalystConfidenceFilter) =>
    c === 'ALL' ? t('filters.allConfidences') : c === 'ANNOUNCED' || c === 'ESTIMATED' ? tc(`regulatory.confidences.${c}`) : t(`confidence.${c}`);
  return (
    <>
      <FilterSelect
        label={t('filters.kind')}
        value={kind}
        options={CATALYST_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))}
        onChange={(k) => onChange({ kind: k })}
        testId="calendar-catalyst-kind"
      />
      <FilterSelect
        label={t('filters.confidence')}
        value={confidence}
        options={CATALYST_CONFIDENCES.map((c) => ({ value: c, label: confidenceLabel(c) }))}
        onChange={(c) => onChange({ confidence: c })}
        testId="calendar-catalyst-confidence"
      />
    </>
  );
}
