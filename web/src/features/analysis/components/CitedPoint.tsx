import { useTranslation } from 'react-i18next';
import { withColon } from '../../../lib/format';
import { sourceLabel, splitCitation } from '../sources';
import '../analysis.css';

/**
 * One analysis point: its text, then its source as a small chip ("Source : type de promoteur") in the
 * reader's words. The raw trial field ("leadSponsor.class") stays in the tooltip and data-fields for
 * those who look it up, never in the text (screen readers and copies read words, not registry paths).
 */
export function CitedPoint({ point }: { point: string }) {
  const { t } = useTranslation('sources');
  const { text, fields, after } = splitCitation(point);
  if (!fields.length) return <>{point}</>;
  const paths = fields.join(', ');
  return (
    <>
      {text}
      {after}{' '}
      <span className="source-chip" title={t('field', { paths })} data-testid="source-chip" data-fields={paths}>
        {withColon(t('chip', { count: fields.length }))} {fields.map((f) => sourceLabel(t, f)).join(', ')}
      </span>
    </>
  );
}
