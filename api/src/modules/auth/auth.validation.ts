import { z } from 'zod';
import { badInput } from '../../errors.js';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 1024;
export const EMAIL_MAX = 320;
export const NAME_MAX = 100;

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(EMAIL_MAX, `Email is too long (${EMAIL_MAX} characters at most)`)
  .pipe(z.email({ error: 'Invalid email address' }));

const newPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, `Password must contain at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password is too long (${PASSWORD_MAX} characters at most)`);

const anyPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX, `Password is too long (${PASSWORD_MAX} characters at most)`);

const name = z
  .string()
  .trim()
  .max(NAME_MAX, `Name is too long (${NAME_MAX} characters at most)`)
  .nullish()
  .transform((v) => (v ? v : null));

export const registerInput = z.object({ email, password: newPassword, name });
export const loginInput = z.object({ email, password: anyPassword });
export const refreshInput = z.object({ refreshToken: z.string({ error: 'Refresh token is required' }).min(1, 'Refresh token is required').max(200, 'Invalid refresh token') });
export const logoutInput = z.object({ refreshToken: z.string().max(200).nullish() });
export const changePasswordInput = z.object({
  oldPassword: anyPassword,
  newPassword,
});

/** Parses with a zod schema; the first problem becomes a BAD_USER_INPUT with its field named in details. */
export function parse<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const r = schema.safeParse(input ?? {});
  if (r.success) return r.data;
  const first = r.error.issues[0];
  const field = first?.path.map(String).join('.') || undefined;
  throw badInput(first?.message ?? 'Invalid input', { ...(field ? { field } : {}) });
}
