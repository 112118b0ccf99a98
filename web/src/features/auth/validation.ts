/** Client-side checks mirroring the API (the API validates again). */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 1024;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type AuthFieldError = 'emailRequired' | 'emailInvalid' | 'passwordRequired' | 'passwordTooShort' | 'passwordTooLong' | 'passwordMismatch' | 'nameTooLong';

export function validateCredentials(input: { email: string; password: string; name?: string }, mode: 'login' | 'register'): AuthFieldError | null {
  const email = input.email.trim();
  if (!email) return 'emailRequired';
  if (!EMAIL.test(email)) return 'emailInvalid';
  if (!input.password) return 'passwordRequired';
  if (mode === 'register') {
    if (input.password.length < MIN_PASSWORD_LENGTH) return 'passwordTooShort';
    if (input.password.length > MAX_PASSWORD_LENGTH) return 'passwordTooLong';
    if ((input.name ?? '').trim().length > 100) return 'nameTooLong';
  }
  return null;
}

export function validatePasswordChange(input: { oldPassword: string; newPassword: string; confirm: string }): AuthFieldError | null {
  if (!input.oldPassword || !input.newPassword) return 'passwordRequired';
  if (input.newPassword.length < MIN_PASSWORD_LENGTH) return 'passwordTooShort';
  if (input.newPassword.length > MAX_PASSWORD_LENGTH) return 'passwordTooLong';
  if (input.newPassword !== input.confirm) return 'passwordMismatch';
  return null;
}
