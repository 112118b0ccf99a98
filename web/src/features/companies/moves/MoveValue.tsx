import { useTranslation } from 'react-i18next';
import { formatMove, moveToneClass } from './moves.format';

/** A move in percent with its sign and colour, or "n/a" (with why) while it is not computed. */
export function MoveValue({ value, testId }: { value: number | null | undefined; testId?: string }) {
  const { t } = useTranslation('moves');
  const text = formatMove(value);
  return text ? (
    <span className={moveToneClass(value)} data-testid={testId} data-value={value ?? undefined}>
      {text}
    </span>
  ) : (
    <span className="muted" title={t('naTitle')} data-testid={testId} data-value="">
      {t('na')}
    </span>
  );
}
