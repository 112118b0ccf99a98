import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/errors';

/** An API or transport error in the user's language, with the request id (small) when the server gave one. */
export function ErrorText({ error }: { error: unknown }) {
  const { t } = useTranslation('errors');
  const { message, requestId } = describeError(error, t);
  return (
    <>
      {message}
      {requestId ? <small className="error-ref">{t('requestId', { id: requestId })}</small> : null}
    </>
  );
}
