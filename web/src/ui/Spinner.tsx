import { useTranslation } from 'react-i18next';

export function Spinner({ label, inline = false }: { label?: string; inline?: boolean }) {
  const { t } = useTranslation('common');
  const text = label ?? t('state.loading');
  return (
    <div className={inline ? 'spinner-wrap spinner-wrap-inline' : 'spinner-wrap'} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="spinner-label">{text}</span>
    </div>
  );
}
