import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

/** 'Erreur de chargement', the message and 'Réessayer' (the spec's load-failure block). */
export function ErrorState({ title, message, onRetry, children }: { title?: ReactNode; message?: ReactNode; onRetry?: () => void; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="error-state" role="alert">
      <p className="error-title">{title ?? t('state.loadError')}</p>
      {message ? <p className="error-message">{message}</p> : null}
      <div className="error-actions">
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {t('action.retry')}
          </Button>
        ) : null}
        {children}
      </div>
    </div>
  );
}
