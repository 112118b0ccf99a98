import type { Request, Response } from 'express';
import { z } from 'zod';
import { toAppError } from '../../errors.js';
import { success } from '../../rest/openapi.outputs.js';
import { defineRoute } from '../../rest/route.js';
import { parseLocale } from '../../context.js';
import { confirmPage, donePage, invalidPage } from './mail.page.js';
import { mailStatus, unsubscribe, unsubscribeInput, unsubscribeTarget } from './mail.service.js';

/** A person in a browser (the confirmation page's button), not a mail client's one-click POST. */
const wantsHtml = (req: Request) => (req.get('accept') ?? '').includes('text/html');

function sendHtml(res: Response, status: number, html: string): void {
  res.status(status).type('html').set('Referrer-Policy', 'no-referrer').send(html);
}

/** For a refused link: the page in the browser's language, or the error model's JSON. */
function refuse(req: Request, res: Response, err: unknown): void {
  const e = toAppError(err);
  if (e.code !== 'BAD_USER_INPUT') throw err;
  sendHtml(res, 400, invalidPage(parseLocale(req.get('accept-language'))));
}

const tokenQuery = { token: unsubscribeInput.shape.token.describe('The token of the List-Unsubscribe link') };

/** REST facades of the mail module, mounted under /api. */
export const mailRoutes = [
  defineRoute({
    method: 'get',
    path: '/mail/status',
    tag: 'mail',
    summary: 'Whether this server sends email (SMTP configured)',
    response: success({ enabled: z.boolean() }),
    handler: async (ctx) => ({ success: true as const, ...mailStatus(ctx) }),
  }),
  defineRoute({
    method: 'get',
    path: '/mail/unsubscribe',
    tag: 'mail',
    summary: 'The page of an unsubscribe link (text/html): it asks before unsubscribing, its button POSTs to the same URL',
    query: tokenQuery,
    response: z.string().describe('An HTML page'),
    handler: async (ctx, { query, req, res }) => {
      try {
        const target = await unsubscribeTarget(ctx, { token: query.token });
        sendHtml(res, 200, confirmPage(target, query.token!));
      } catch (err) {
        refuse(req, res, err);
      }
      return '';
    },
  }),
  defineRoute({
    method: 'post',
    path: '/mail/unsubscribe',
    tag: 'mail',
    summary: 'One-click unsubscribe (RFC 8058: the body List-Unsubscribe=One-Click is accepted and not needed); no sign-in, the token is the proof',
    query: tokenQuery,
    response: success({ list: z.string() }),
    handler: async (ctx, { query, req, res }) => {
      if (!wantsHtml(req)) return { success: true as const, list: (await unsubscribe(ctx, { token: query.token })).list };
      try {
        sendHtml(res, 200, donePage(await unsubscribe(ctx, { token: query.token })));
      } catch (err) {
        refuse(req, res, err);
      }
      return { success: true as const, list: '' };
    },
  }),
];
