import { z } from 'zod';
import { success } from '../../rest/openapi.outputs.js';
import { UserOut } from './auth.outputs.js';
import { defineRoute } from '../../rest/route.js';
import { idempotencyKeyOf } from '../idempotency/idempotency.header.js';
import { withIdempotency } from '../idempotency/idempotency.service.js';
import * as auth from './auth.service.js';
import { requestPasswordReset, resetPassword } from './auth.reset.js';
import {
  changePasswordInput,
  languageInput,
  loginInput,
  logoutInput,
  refreshInput,
  registerInput,
  requestResetInput,
  resetPasswordInput,
} from './auth.validation.js';

const AuthOut = success({
  accessToken: z.string().describe('Short-lived bearer token'),
  refreshToken: z.string().describe('Refresh token for POST /auth/refresh'),
  user: UserOut,
}).meta({ id: 'AuthResponse' });
const MessageOut = success({ message: z.string() });

/** REST facades of the auth module (the spec's section 7), mounted under /api. */
export const authRoutes = [
  defineRoute({
    method: 'post',
    path: '/auth/register',
    tag: 'auth',
    summary: 'Create an account',
    body: registerInput,
    status: 201,
    response: AuthOut,
    errors: { '409': 'Email already registered' },
    idempotent: true,
    handler: async (ctx, { body, req }) => {
      const input = { email: body.email, password: body.password, name: body.name };
      const result = await withIdempotency(ctx, 'register', idempotencyKeyOf(req), input, (i) => auth.register(ctx, i));
      return { success: true as const, ...result };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/login',
    tag: 'auth',
    summary: 'Sign in',
    body: loginInput,
    response: AuthOut,
    errors: { '401': 'Wrong email or password' },
    handler: async (ctx, { body }) => ({ success: true as const, ...(await auth.login(ctx, { email: body.email, password: body.password })) }),
  }),
  defineRoute({
    method: 'post',
    path: '/auth/refresh',
    tag: 'auth',
    summary: 'New access token from a refresh token',
    body: refreshInput,
    response: AuthOut,
    errors: { '401': 'Invalid or expired refresh token' },
    handler: async (ctx, { body }) => ({ success: true as const, ...(await auth.refresh(ctx, { refreshToken: body.refreshToken })) }),
  }),
  defineRoute({
    method: 'post',
    path: '/auth/logout',
    tag: 'auth',
    summary: 'Sign out (revokes the session, or the refresh token given)',
    auth: 'optional',
    body: logoutInput,
    response: MessageOut,
    handler: async (ctx, { body }) => {
      await auth.logout(ctx, { refreshToken: body.refreshToken });
      return { success: true as const, message: 'Logged out' };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/auth/me',
    tag: 'auth',
    summary: 'The signed-in user',
    auth: 'required',
    response: success({ user: UserOut }),
    handler: async (ctx) => ({ success: true as const, user: await auth.me(ctx) }),
  }),
  defineRoute({
    method: 'post',
    path: '/auth/change-password',
    tag: 'auth',
    summary: 'Change the password',
    auth: 'required',
    body: changePasswordInput,
    response: MessageOut,
    handler: async (ctx, { body }) => {
      await auth.changePassword(ctx, { oldPassword: body.oldPassword, newPassword: body.newPassword });
      return { success: true as const, message: 'Password changed' };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/forgot-password',
    tag: 'auth',
    summary: 'Mail a password reset link (the same answer whether or not the email has an account)',
    body: requestResetInput,
    response: MessageOut,
    handler: async (ctx, { body }) => {
      await requestPasswordReset(ctx, { email: body.email });
      return { success: true as const, message: 'If an account exists for this email, a reset link has been sent to it' };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/reset-password',
    tag: 'auth',
    summary: 'Set a new password with a reset link’s token (signs out every session)',
    body: resetPasswordInput,
    response: MessageOut,
    handler: async (ctx, { body }) => {
      await resetPassword(ctx, { token: body.token, newPassword: body.newPassword });
      return { success: true as const, message: 'Password reset: sign in with the new password' };
    },
  }),
  defineRoute({
    method: 'put',
    path: '/auth/me/language',
    tag: 'auth',
    summary: 'Set the language of the signed-in user’s emails (fr or en)',
    auth: 'required',
    body: languageInput,
    response: MessageOut,
    handler: async (ctx, { body }) => {
      await auth.setMyLanguage(ctx, { locale: body.locale });
      return { success: true as const, message: 'Language saved' };
    },
  }),
];
