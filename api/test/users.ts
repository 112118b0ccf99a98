import crypto from 'node:crypto';
import type { AppContext } from '../src/context.js';
import { login, register, type AuthResult } from '../src/modules/auth/auth.service.js';
import type { TestDb } from './db.js';

export interface TestUser extends AuthResult {
  id: string;
  email: string;
  name: string | null;
  password: string;
  /** A request context signed in as this user (as the bearer middleware would build it). */
  ctx(): AppContext;
}

let seq = 0;

/** Registers a user through the real service (argon2 hash, session row) and returns its tokens. */
export async function createUser(db: TestDb, overrides: { email?: string; password?: string; name?: string | null } = {}): Promise<TestUser> {
  seq += 1;
  const email = overrides.email ?? `user${seq}-${crypto.randomBytes(4).toString('hex')}@example.test`;
  const password = overrides.password ?? `pw-${crypto.randomBytes(6).toString('hex')}`;
  const name = overrides.name === undefined ? `Test User ${seq}` : overrides.name;
  const result = await register(db.ctx(), { email, password, name });
  return withCtx(db, result, password);
}

/** Signs an existing user in again (a new session family). */
export async function signIn(db: TestDb, email: string, password: string): Promise<TestUser> {
  return withCtx(db, await login(db.ctx(), { email, password }), password);
}

function withCtx(db: TestDb, result: AuthResult, password: string): TestUser {
  const { user } = result;
  return {
    ...result,
    id: user.id,
    email: user.email,
    name: user.name,
    password,
    ctx: () => db.ctx({ user: { ...user } }),
  };
}
