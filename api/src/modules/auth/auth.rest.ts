import type { Router } from 'express';
import type { Deps } from '../../deps.js';
import { handle } from '../../rest/handler.js';
import { idempotencyKeyOf } from '../idempotency/idempotency.header.js';
import { withIdempotency } from '../idempotency/idempotency.service.js';
import * as auth from './auth.service.js';

const body = (req: { body?: unknown }) => (req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {});

/** REST facades of the auth module (the spec's section 7), mounted under /api. */
export function authRoutes(router: Router, deps: Deps): void {
  router.post(
    '/auth/register',
    handle(deps, async (ctx, req, res) => {
      const b = body(req);
      const result = await withIdempotency(ctx, 'register', idempotencyKeyOf(req), { email: b.email, password: b.password, name: b.name }, (input) =>
        auth.register(ctx, input),
      );
      res.status(201);
      return { success: true, ...result };
    }),
  );

  router.post(
    '/auth/login',
    handle(deps, async (ctx, req) => {
      const b = body(req);
      return { success: true, ...(await auth.login(ctx, { email: b.email, password: b.password })) };
    }),
  );

  router.post(
    '/auth/refresh',
    handle(deps, async (ctx, req) => {
      return { success: true, ...(await auth.refresh(ctx, { refreshToken: body(req).refreshToken })) };
    }),
  );

  router.post(
    '/auth/logout',
    handle(deps, async (ctx, req) => {
      await auth.logout(ctx, { refreshToken: body(req).refreshToken });
      return { success: true, message: 'Logged out' };
    }),
  );

  router.get(
    '/auth/me',
    handle(deps, async (ctx) => ({ success: true, user: await auth.me(ctx) })),
  );

  router.post(
    '/auth/change-password',
    handle(deps, async (ctx, req) => {
      const b = body(req);
      await auth.changePassword(ctx, { oldPassword: b.oldPassword, newPassword: b.newPassword });
      return { success: true, message: 'Password changed' };
    }),
  );
}
