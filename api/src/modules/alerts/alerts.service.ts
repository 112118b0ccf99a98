import { z } from 'zod';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppContext } from '../../context.js';
import { alertsPolicy } from './alerts.policy.js';
import type { Recommendation } from '../../domain/analysis.js';
import { ALERT_KINDS, type AlertChange, type AlertKind, type AlertPayload, type AlertRegulatory } from './alerts.entity.js';

/** Pub/sub topic of new alerts; the id is the recipient's user id (a subscriber only ever gets their own). */
export const ALERT_CREATED_TOPIC = 'ALERT_CREATED';

export const ALERTS_PAGE_MAX = 100;

/** One alert as the services, GraphQL and REST see it. */
export interface AlertView {
  id: string;
  kind: AlertKind;
  nctId: string | null;
  ticker: string | null;
  createdAt: Date;
  readAt: Date | null;
  changes: AlertChange[];
  previousRecommendation: Recommendation | null;
  recommendation: Recommendation | null;
  via: NonNullable<AlertPayload['via']> | null;
  /** REGULATORY_EVENT: the event (absent or null otherwise). */
  regulatory?: AlertRegulatory | null;
}

/** An alert as published (JSON through Redis: dates as ISO strings). */
export type AlertEvent = Omit<AlertView, 'createdAt' | 'readAt'> & { createdAt: string; readAt: string | null; userId: string };

export interface AlertRow {
  id: string;
  userId: string;
  kind: AlertKind;
  nctId: string | null;
  ticker: string | null;
  payload: AlertPayload;
  createdAt: Date | string;
  readAt: Date | string | null;
}

/** The select list of an AlertRow from alias `a`. */
export const ALERT_COLUMNS = `a.id, a.user_id as "userId", a.kind, a.nct_id as "nctId", a.ticker, a.payload, a.created_at as "createdAt", a.read_at as "readAt"`;

export function toAlertView(r: AlertRow): AlertView {
  const p = r.payload ?? {};
  return {
    id: r.id,
    kind: r.kind,
    nctId: r.nctId,
    ticker: r.ticker,
    createdAt: new Date(r.createdAt),
    readAt: r.readAt ? new Date(r.readAt) : null,
    changes: p.changes ?? [],
    previousRecommendation: p.previousRecommendation ?? null,
    recommendation: p.recommendation ?? null,
    via: p.via ?? null,
    regulatory: p.regulatory ?? null,
  };
}

export const toAlertEvent = (r: AlertRow): AlertEvent => {
  const v = toAlertView(r);
  return { ...v, userId: r.userId, createdAt: v.createdAt.toISOString(), readAt: v.readAt ? v.readAt.toISOString() : null };
};

export const fromAlertEvent = (e: AlertEvent): AlertView => {
  const { userId: _userId, ...rest } = e;
  return { ...rest, createdAt: new Date(e.createdAt), readAt: e.readAt ? new Date(e.readAt) : null };
};

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Invalid alert id');

export const alertsPageSchema = z.object({
  first: z.coerce
    .number({ error: 'first must be a number' })
    .int('first must be a whole number')
    .min(1, 'first must be at least 1')
    .max(ALERTS_PAGE_MAX, `first must be at most ${ALERTS_PAGE_MAX}`)
    .nullish()
    .transform((v) => v ?? 20),
  after: z
    .string()
    .max(64, 'Invalid cursor')
    .nullish()
    .transform((v, c) => {
      if (!v) return null;
      const id = Buffer.from(v, 'base64url').toString('utf8');
      if (!uuid.safeParse(id).success) {
        c.addIssue({ code: 'custom', message: 'Invalid cursor' });
        return z.NEVER;
      }
      return id;
    }),
  unreadOnly: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .nullish()
    .transform((v) => v === true || v === 'true' || v === '1'),
  kind: z.enum(ALERT_KINDS, { error: `kind must be one of ${ALERT_KINDS.join(', ')}` }).nullish(),
});
export type AlertsPageInput = z.input<typeof alertsPageSchema>;

export interface AlertsPage {
  nodes: AlertView[];
  hasNextPage: boolean;
  endCursor: string | null;
  unreadCount: number;
}

export const cursorOf = (id: string) => Buffer.from(id, 'utf8').toString('base64url');

async function unreadCountOf(em: EntityManager, userId: string): Promise<number> {
  const { rows } = await em.getKnex().raw<{ rows: { n: number }[] }>('select count(*)::int as n from alerts where user_id = ? and read_at is null', [userId]);
  return rows[0]?.n ?? 0;
}

/** The signed-in user's alerts, newest first, cursor-paged (`after`: a previous page's endCursor). */
export async function myAlerts(ctx: AppContext, input: AlertsPageInput): Promise<AlertsPage> {
  const user = alertsPolicy.authorize(ctx, 'alerts.read');
  const q = alertsPageSchema.parse(input);
  const knex = ctx.em.getKnex();
  const where: string[] = ['a.user_id = ?'];
  const params: (string | number)[] = [user.id];
  if (q.unreadOnly) where.push('a.read_at is null');
  if (q.kind) {
    where.push('a.kind = ?');
    params.push(q.kind);
  }
  if (q.after) {
    where.push('(a.created_at, a.id) < (select c.created_at, c.id from alerts c where c.id = ? and c.user_id = ?)');
    params.push(q.after, user.id);
  }
  const [{ rows }, unreadCount] = await Promise.all([
    knex.raw<{ rows: AlertRow[] }>(`select ${ALERT_COLUMNS} from alerts a where ${where.join(' and ')} order by a.created_at desc, a.id desc limit ?`, [
      ...params,
      q.first + 1,
    ]),
    unreadCountOf(ctx.em, user.id),
  ]);
  const nodes = rows.slice(0, q.first).map(toAlertView);
  return { nodes, hasNextPage: rows.length > q.first, endCursor: nodes.length ? cursorOf(nodes[nodes.length - 1].id) : null, unreadCount };
}

/** The signed-in user's number of unread alerts (the header's bell). */
export async function unreadAlertCount(ctx: AppContext): Promise<number> {
  const user = alertsPolicy.authorize(ctx, 'alerts.read');
  return unreadCountOf(ctx.em, user.id);
}

export const markReadSchema = z.object({
  ids: z.array(uuid, { error: 'ids must be a list of alert ids' }).max(500, 'At most 500 ids at once').nullish(),
});

/** Marks the given alerts of the signed-in user read (no ids: all of them). Answers how many changed and the unread count left. */
export async function markAlertsRead(ctx: AppContext, input: z.input<typeof markReadSchema>): Promise<{ updated: number; unreadCount: number }> {
  const user = alertsPolicy.authorize(ctx, 'alerts.manage');
  const { ids } = markReadSchema.parse(input);
  const knex = ctx.em.getKnex();
  const result =
    ids == null
      ? await knex.raw<{ rowCount: number }>('update alerts set read_at = now() where user_id = ? and read_at is null', [user.id])
      : await knex.raw<{ rowCount: number }>('update alerts set read_at = now() where user_id = ? and read_at is null and id = any(?::uuid[])', [user.id, ids]);
  return { updated: result.rowCount ?? 0, unreadCount: await unreadCountOf(ctx.em, user.id) };
}
