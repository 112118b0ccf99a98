import { useTranslation } from 'react-i18next';
import { formatPValue } from '../../../lib/format';

/** p-value below 0.05: green check; otherwise a red cross; '< 0.001' below 0.001; non-numeric as is. */
export function PValue({ value }: { value: string | null | undefined }) {
  const { t } = useTranslation('trial');
  const p = formatPValue(value);
  if (p.significant === null) return <span>{p.text}</span>;
  return (
    <span className={p.significant ? 'tone-green' : 'tone-red'} data-significant={p.significant}>
      <span aria-hidden="true">{p.significant ? '✓' : '✗'}</span> {p.text}
      <span className="sr-only"> ({t(p.significant ? 'scientific.significant' : 'scientific.notSignificant')})</span>
    </span>
  );
}
