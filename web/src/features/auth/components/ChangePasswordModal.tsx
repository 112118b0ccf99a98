import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '../../../ui';
import { useAuth } from '../AuthProvider';
import { errorMessage } from '../errors';
import { validatePasswordChange } from '../validation';

/** Old password, new password and its confirmation; the same rules as sign-up. */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const { changePassword } = useAuth();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const ids = { old: useId(), next: useId(), confirm: useId() };

  const close = () => {
    setOld('');
    setNew('');
    setConfirm('');
    setError(null);
    setDone(false);
    onClose();
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const invalid = validatePasswordChange({ oldPassword, newPassword, confirm });
    if (invalid) return setError(t(`validation.${invalid}`));
    setBusy(true);
    try {
      await changePassword(oldPassword, newPassword);
      setDone(true);
      setOld('');
      setNew('');
      setConfirm('');
    } catch (err) {
      setError(errorMessage(err, t, 'auth'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={close} title={t('changePassword.title')} size="md">
      <form className="stack" onSubmit={onSubmit} noValidate>
        {error ? (
          <div className="banner-error" role="alert">
            {error}
          </div>
        ) : null}
        {done ? (
          <div className="badge badge-green" role="status">
            {t('changePassword.success')}
          </div>
        ) : null}
        <div className="field">
          <label htmlFor={ids.old}>{t('changePassword.old')}</label>
          <input
            id={ids.old}
            className="input"
            type="password"
            autoComplete="current-password"
            value={oldPassword}
            onChange={(e) => setOld(e.target.value)}
            required
          />
        </div>
        <div className="field">
          <label htmlFor={ids.next}>{t('changePassword.new')}</label>
          <input
            id={ids.next}
            className="input"
            type="password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(e) => setNew(e.target.value)}
            required
          />
          <span className="hint">{t('validation.passwordTooShort')}</span>
        </div>
        <div className="field">
          <label htmlFor={ids.confirm}>{t('changePassword.confirm')}</label>
          <input
            id={ids.confirm}
            className="input"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            required
          />
        </div>
        <div className="row">
          <Button type="submit" loading={busy}>
            {t('changePassword.submit')}
          </Button>
          <Button variant="secondary" onClick={close}>
            {t('changePassword.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
