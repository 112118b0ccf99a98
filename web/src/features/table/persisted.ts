/**
 * Preferences kept in localStorage (the spec's keys). A missing, unreadable or malformed value falls
 * back to the default: the failure is only logged, as the spec's error catalogue says.
 */
export function readPersisted<T>(key: string, fallback: T, validate: (value: unknown) => T | null): T {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return fallback;
    const parsed = validate(JSON.parse(raw));
    if (parsed === null) {
      console.warn(`Ignoring malformed saved preference "${key}"`);
      return fallback;
    }
    return parsed;
  } catch (err) {
    console.warn(`Could not read saved preference "${key}"`, err);
    return fallback;
  }
}

export function writePersisted(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch (err) {
    console.warn(`Could not save preference "${key}"`, err);
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value` when it is one of `allowed`, otherwise null. */
export function oneOf<T extends string | number>(value: unknown, allowed: readonly T[]): T | null {
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : null;
}

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
