import { z } from 'zod';
import { reasoned } from '../../errors.js';
import { isCommonPassword } from './auth.password.js';

/** OWASP ASVS L2 (V2.1): at least 8 characters, at least 64 allowed, no composition rules; counted in code points. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Sign-in accepts the longer passwords that earlier rules allowed. */
export const LOGIN_PASSWORD_MAX = 1024;
export const EMAIL_MAX = 320;
export const NAME_MAX = 100;

export const email = z
  .string({ error: reasoned('EMAIL_REQUIRED', 'Email is required') })
  .trim()
  .toLowerCase()
  .min(1, reasoned('EMAIL_REQUIRED', 'Email is required'))
  .max(EMAIL_MAX, reasoned('EMAIL_TOO_LONG', `Email is too long (${EMAIL_MAX} characters at most)`))
  .pipe(z.email({ error: reasoned('EMAIL_INVALID', 'Invalid email address') }));

const codePoints = (s: string) => [...s].length;

/**
 * A new password (sign-up, change): the policy's problems carry a `reason` in their params, which
 * the error model (errors.ts inputError) puts in the error details so the web can word it in the user's language.
 */
export const newPassword = z.string({ error: reasoned('PASSWORD_REQUIRED', 'Password is required') }).superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message, params: { reason: problem.reason, ...problem.params } });
});

export type PasswordProblem = { reason: 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG' | 'PASSWORD_TOO_COMMON'; message: string; params?: Record<string, number> };

/** Why a new password is refused, or null when the policy accepts it. */
export function passwordProblem(value: string): PasswordProblem | null {
  const n = codePoints(value);
  if (n < PASSWORD_MIN)
    return { reason: 'PASSWORD_TOO_SHORT', message: `Password must contain at least ${PASSWORD_MIN} characters`, params: { min: PASSWORD_MIN } };
  if (n > PASSWORD_MAX)
    return { reason: 'PASSWORD_TOO_LONG', message: `Password is too long (${PASSWORD_MAX} characters at most)`, params: { max: PASSWORD_MAX } };
  if (isCommonPassword(value)) return { reason: 'PASSWORD_TOO_COMMON', message: 'This password is among the most common ones: choose another' };
  return null;
}

const anyPassword = z
  .string({ error: reasoned('PASSWORD_REQUIRED', 'Password is required') })
  .min(1, reasoned('PASSWORD_REQUIRED', 'Password is required'))
  .max(LOGIN_PASSWORD_MAX, reasoned('PASSWORD_TOO_LONG', `Password is too long (${LOGIN_PASSWORD_MAX} characters at most)`));

const name = z
  .string()
  .trim()
  .max(NAME_MAX, reasoned('NAME_TOO_LONG', `Name is too long (${NAME_MAX} characters at most)`))
  .nullish()
  .transform((v) => (v ? v : null));

export const registerInput = z.object({ email, password: newPassword, name });
export const loginInput = z.object({ email, password: anyPassword });
export const refreshInput = z.object({
  refreshToken: z.string({ error: 'Refresh token is required' }).min(1, 'Refresh token is required').max(200, 'Invalid refresh token'),
});
export const logoutInput = z.object({ refreshToken: z.string().max(200).nullish() });
export const changePasswordInput = z.object({
  oldPassword: anyPassword,
  newPassword,
});
export const languageInput = z.object({ locale: z.enum(['fr', 'en'], { error: 'locale must be fr or en' }) });

/** A password reset link's token, as the mail gives it (43 base64url characters). */
export const resetTokenSchema = z
  .string({ error: reasoned('REQUIRED', 'The reset token is required') })
  .trim()
  .min(1, reasoned('REQUIRED', 'The reset token is required'))
  .max(200, 'This password reset link is invalid or has expired');
export const requestResetInput = z.object({ email });
export const resetPasswordInput = z.object({ token: resetTokenSchema, newPassword });
