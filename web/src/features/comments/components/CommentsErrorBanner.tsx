import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui';

/** The last failed action's message, until dismissed (✕) or the next action. */
export function CommentsErrorBanner({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const { t } = useTranslation('comments');
  return (
    <div className="banner-error spread" role="alert" data-testid="comments-error">
      <div>
        <strong>{t('common:state.error')}</strong>
        <p className="error-message">{message}</p>
      </div>
      <button type="button" className="icon-btn" onClick={onDismiss} aria-label={t('common:action.dismiss')}>
        <Icon name="close" />
      </button>
    </div>
  );
}
