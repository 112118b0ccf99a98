import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';

/**
 * The pipeline's "next catalyst" cell. For now the trial's primary completion date; once
 * `Trial.nextCatalyst` (readout windows, issue 15 §2) is merged, this cell shows its label and confidence.
 */
export function TrialNextCatalystCell({ primaryCompletionDate }: { primaryCompletionDate: string | null | undefined }) {
  const { i18n } = useTranslation();
  return <span data-testid="next-catalyst">{formatDate(primaryCompletionDate, i18n.language === 'en' ? 'en-GB' : 'fr-FR')}</span>;
}
