import { dictionary } from '@zxcvbn-ts/language-common';
import argon2 from 'argon2';

/** argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane). */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/** Computes the timing-equaliser hash ahead of the first login (called at server start). */
export function warmUpPasswords(): void {
  dummy ??= hashPassword('not-a-real-password-only-for-timing');
}

/**
 * Spends the same time as a real check when the email is unknown, so that response times
 * do not reveal which emails have an account.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  warmUpPasswords();
  await verifyPassword(await dummy!, password);
  return false;
}

let common: Set<string> | undefined;

/**
 * Whether `password` is one of the most common passwords (zxcvbn-ts's list of about 49 000,
 * offline), compared case-insensitively. The set is built once, on first use.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => String(p).toLowerCase()));
  return common.has(password.toLowerCase());
}

/** Size of the common-password list (for tests and the README). */
export function commonPasswordCount(): number {
  isCommonPassword('');
  return common!.size;
}
