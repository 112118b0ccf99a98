import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, TextField } from '../../../ui';
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
        <TextField label={t('changePassword.old')} type="password" autoComplete="current-password" value={oldPassword} onValueChange={setOld} required />
        <TextField
          label={t('changePassword.new')}
          type="password"
          autoComplete="new-password"
          value={newPassword}
          onValueChange={setNew}
          required
          hint={t('validation.passwordTooShort')}
        />
        <TextField label={t('changePassword.confirm')} type="password" autoComplete="new-password" value={confirm} onValueChange={setConfirm} required />
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
