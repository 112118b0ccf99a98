import { CombinedGraphQLErrors } from '@apollo/client';
import type { TFunction } from 'i18next';

/** The first GraphQL error code and message of an Apollo error, if any. */
export function errorInfo(error: unknown): { code: string | null; message: string; details?: Record<string, unknown> } {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    return {
      code: (first?.extensions?.code as string | undefined) ?? null,
      message: first?.message ?? error.message,
      details: first?.extensions?.details as Record<string, unknown> | undefined,
    };
  }
  if (error instanceof Error) return { code: null, message: error.message };
  return { code: null, message: String(error) };
}

/**
 * Words for an error: the server sends codes (and for some, a finer `details.reason` such as
 * PASSWORD_TOO_COMMON), the web turns known ones into the user's language, and otherwise shows the
 * server's message.
 */
export function errorMessage(error: unknown, t: TFunction, ns = 'common'): string {
  const { code, message, details } = errorInfo(error);
  const reason = typeof details?.reason === 'string' && /^[A-Z_]+$/.test(details.reason) ? details.reason : null;
  if (reason) {
    const translated = t(`${ns}:errors.${reason}`, { defaultValue: '', min: details?.min ?? 8, max: details?.max ?? 128 });
    if (translated) return translated;
  }
  if (code) {
    const key = `${ns}:errors.${code}`;
    const retryAfter = typeof details?.retryAfterSeconds === 'number' ? Math.ceil(details.retryAfterSeconds / 60) : undefined;
    const translated = t(key, { defaultValue: '', minutes: retryAfter ?? 15 });
    if (translated) return translated;
  }
  return message;
}
