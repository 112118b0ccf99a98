import { useTranslation } from 'react-i18next';
import { phaseText } from '../../../lib/labels';
import { FilterSelect } from '../../../ui';
import { verdictLabel } from '../labels';
import { PHASE_FILTERS, VERDICTS, type PhaseFilter, type VerdictFilter } from '../table.state';

/** The stock-investment verdict filter ('Tous' or a verdict), shared by the table and the calendar. */
export function VerdictFilterSelect({ value, onChange, testId }: { value: VerdictFilter; onChange: (v: VerdictFilter) => void; testId: string }) {
  const { t } = useTranslation('table');
  const options = VERDICTS.map((v) => ({ value: v, label: v === 'ALL' ? t('filters.all') : verdictLabel(t, v) }));
  return <FilterSelect label={t('filters.verdict')} value={value} options={options} onChange={onChange} testId={testId} />;
}

/**
 * The phase filter ('Toutes les phases' or a phase), shared by the table and the calendar. With
 * `available`, only the phases present in the data are offered (and the current choice).
 */
export function PhaseFilterSelect({
  value,
  onChange,
  testId,
  available,
}: {
  value: PhaseFilter;
  onChange: (p: PhaseFilter) => void;
  testId: string;
  available?: readonly string[] | null;
}) {
  const { t } = useTranslation('table');
  const options = PHASE_FILTERS.filter((p) => p === 'ALL' || !available || available.includes(p) || p === value).map((p) => ({
    value: p,
    label: p === 'ALL' ? t('filters.allPhases') : phaseText(t, p),
  }));
  return <FilterSelect label={t('filters.phase')} value={value} options={options} onChange={onChange} testId={testId} />;
}
