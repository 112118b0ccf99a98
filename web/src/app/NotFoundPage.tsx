import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../ui';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <EmptyState
      titleAs="h1"
      title={t('notFound.title')}
      hint={t('notFound.hint')}
      action={
        <Link to="/" className="btn btn-primary btn-md">
          {t('action.backToDashboard')}
        </Link>
      }
    />
  );
}
