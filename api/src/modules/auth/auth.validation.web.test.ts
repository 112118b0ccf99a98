import { describe, expect, it } from 'vitest';
import { toAppError } from '../../errors.js';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  validateCredentials,
  validatePasswordChange,
  type AuthFieldError,
} from '../../../../web/src/features/auth/validation.js';
import { changePasswordInput, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, registerInput } from './auth.validation.js';

/**
 * The web's sign-up and password forms check before sending (web/src/features/auth/validation.ts,
 * no zod in the bundle); these schemas decide. The two must agree: what the web lets through the
 * API accepts (unless the password is a common one, which only the API knows), and what the web
 * refuses the API refuses for the same reason.
 */
const WEB_KEY_OF: Record<string, AuthFieldError> = {
  PASSWORD_TOO_SHORT: 'passwordTooShort',
  PASSWORD_TOO_LONG: 'passwordTooLong',
};

function apiReason(schema: typeof registerInput | typeof changePasswordInput, input: unknown): { field?: string; reason?: string } | null {
  const r = schema.safeParse(input);
  return r.success ? null : (toAppError(r.error).details as { field?: string; reason?: string });
}

describe('web form rules agree with the API schemas', () => {
  it('share the limits', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(PASSWORD_MIN);
    expect(MAX_PASSWORD_LENGTH).toBe(PASSWORD_MAX);
    expect(validateCredentials({ email: 'a@b.co', password: 'Kq8#vLw2pZ', name: 'n'.repeat(NAME_MAX) }, 'register')).toBeNull();
    expect(validateCredentials({ email: 'a@b.co', password: 'Kq8#vLw2pZ', name: 'n'.repeat(NAME_MAX + 1) }, 'register')).toBe('nameTooLong');
  });

  const passwords = [
    '',
    'a',
    'Kq8#vLw',
    'Kq8#vLw2',
    '🔑'.repeat(7),
    '🔑'.repeat(8),
    'x'.repeat(PASSWORD_MAX),
    'x'.repeat(PASSWORD_MAX + 1),
    'password',
    'Kq8#vLw2pZ!',
  ];
  it.each(passwords.map((p) => [p.length > 20 ? `${p.slice(0, 8)}… (${[...p].length})` : JSON.stringify(p), p]))('sign-up password %s', (_label, password) => {
    const web = validateCredentials({ email: 'someone@example.com', password, name: 'Ada' }, 'register');
    const api = apiReason(registerInput, { email: 'someone@example.com', password, name: 'Ada' });
    if (web === null) expect(api === null || api.reason === 'PASSWORD_TOO_COMMON', JSON.stringify(api)).toBe(true);
    else if (web === 'passwordRequired') expect(api).toMatchObject({ field: 'password' });
    else expect(WEB_KEY_OF[api?.reason ?? '']).toBe(web);
  });

  it.each(passwords.filter(Boolean).map((p) => [[...p].length, p]))('new password of %s characters', (_n, newPassword) => {
    const web = validatePasswordChange({ oldPassword: 'old-password', newPassword, confirm: newPassword });
    const api = apiReason(changePasswordInput, { oldPassword: 'old-password', newPassword });
    if (web === null) expect(api === null || api.reason === 'PASSWORD_TOO_COMMON').toBe(true);
    else expect(WEB_KEY_OF[api?.reason ?? '']).toBe(web);
  });

  it('emails the web refuses, the API refuses', () => {
    for (const email of ['', 'nope', 'a@b', 'a b@c.de']) {
      expect(validateCredentials({ email, password: 'x' }, 'login')).not.toBeNull();
      expect(apiReason(registerInput, { email, password: 'Kq8#vLw2pZ' })).toMatchObject({ field: 'email' });
    }
  });
});
