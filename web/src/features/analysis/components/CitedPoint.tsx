import { useTranslation } from 'react-i18next';
import { withColon } from '../../../lib/format';
import { sourceLabel, splitCitation } from '../sources';
import '../analysis.css';

/**
 * One analysis point: its text, then its source as a small chip ("Source : type de promoteur") whose
 * tooltip gives the raw trial field ("leadSponsor.class"); screen readers read the field too.
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
        <span className="sr-only"> ({t('field', { paths })})</span>
      </span>
    </>
  );
}
