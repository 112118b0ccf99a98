import type { Deps } from '../../deps.js';
import { logger } from '../../lib/logger.js';
import type { CommentDto, CommentStatsDto } from './comments.queries.js';

/** Per-trial events: published with the trial's nctId as topic id. */
export const COMMENT_EVENTS = 'comments.events';
/** Every comment event of every trial (the dashboard's feed). */
export const RECENT_COMMENTS = 'comments.recent';

export type CommentEventType = 'ADDED' | 'UPDATED' | 'DELETED' | 'LIKED';

export interface CommentEventPayload {
  type: CommentEventType;
  nctId: string;
  comment: CommentDto;
  stats: CommentStatsDto;
}

/** Called after the change is committed. A pub/sub failure never fails the request. */
export function publishCommentEvent(deps: Deps, event: CommentEventPayload): void {
  try {
    deps.pubsub.publish(COMMENT_EVENTS, event.nctId, event);
    deps.pubsub.publish(RECENT_COMMENTS, event);
  } catch (err) {
    logger.warn({ err, type: event.type, nctId: event.nctId }, 'comment event not published');
  }
}

/** Through Redis a payload arrives as JSON: dates come back as strings. */
export function reviveEvent(payload: CommentEventPayload): CommentEventPayload {
  const c = payload.comment;
  return { ...payload, comment: { ...c, createdAt: new Date(c.createdAt), updatedAt: new Date(c.updatedAt) } };
}
