import { useTranslation } from 'react-i18next';

export type AuthMode = 'login' | 'register';

const MODES: { mode: AuthMode; testId?: string }[] = [{ mode: 'login' }, { mode: 'register', testId: 'switch-to-register' }];

/** The sign-in / sign-up switch at the top of the login card. */
export function AuthModeTabs({ mode, onMode }: { mode: AuthMode; onMode: (mode: AuthMode) => void }) {
  const { t } = useTranslation('auth');
  return (
    <div className="tabs" role="tablist" aria-label={t('modeLabel')}>
      {MODES.map((m) => (
        <button
          key={m.mode}
          type="button"
          role="tab"
          aria-selected={mode === m.mode}
          className={`tab ${mode === m.mode ? 'tab-active' : ''}`}
          onClick={() => onMode(m.mode)}
          data-testid={m.testId}
        >
          {t(m.mode === 'login' ? 'login.tab' : 'register.tab')}
        </button>
      ))}
    </div>
  );
}
