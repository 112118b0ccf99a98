/** Client-side checks mirroring the API (the API validates again); api/src/modules/auth/auth.validation.web.test.ts keeps them in step with its schemas. */
/** The API's policy (OWASP ASVS L2): 8 to 128 characters, counted as Unicode code points; the API also refuses common passwords. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Length in characters as a person counts them (code points: an emoji is one). */
export const passwordLength = (password: string) => [...password].length;

export type AuthFieldError =
  'emailRequired' | 'emailInvalid' | 'passwordRequired' | 'passwordTooShort' | 'passwordTooLong' | 'passwordMismatch' | 'nameTooLong';

export function validateCredentials(input: { email: string; password: string; name?: string }, mode: 'login' | 'register'): AuthFieldError | null {
  const email = input.email.trim();
  if (!email) return 'emailRequired';
  if (!EMAIL.test(email)) return 'emailInvalid';
  if (!input.password) return 'passwordRequired';
  if (mode === 'register') {
    if (passwordLength(input.password) < MIN_PASSWORD_LENGTH) return 'passwordTooShort';
    if (passwordLength(input.password) > MAX_PASSWORD_LENGTH) return 'passwordTooLong';
    if ((input.name ?? '').trim().length > 100) return 'nameTooLong';
  }
  return null;
}

export function validatePasswordChange(input: { oldPassword: string; newPassword: string; confirm: string }): AuthFieldError | null {
  if (!input.oldPassword || !input.newPassword) return 'passwordRequired';
  if (passwordLength(input.newPassword) < MIN_PASSWORD_LENGTH) return 'passwordTooShort';
  if (passwordLength(input.newPassword) > MAX_PASSWORD_LENGTH) return 'passwordTooLong';
  if (input.newPassword !== input.confirm) return 'passwordMismatch';
  return null;
}

/** A new password chosen from a reset link: the sign-up rules, typed twice. */
export function validateNewPassword(input: { newPassword: string; confirm: string }): AuthFieldError | null {
  if (!input.newPassword) return 'passwordRequired';
  if (passwordLength(input.newPassword) < MIN_PASSWORD_LENGTH) return 'passwordTooShort';
  if (passwordLength(input.newPassword) > MAX_PASSWORD_LENGTH) return 'passwordTooLong';
  if (input.newPassword !== input.confirm) return 'passwordMismatch';
  return null;
}
