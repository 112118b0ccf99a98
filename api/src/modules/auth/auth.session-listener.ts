import type { Deps } from '../../deps.js';
import { listenToChannel } from '../../server/response-cache.listener.js';
import type { BackgroundJob, RunningJob } from '../../server/jobs.js';
import { onSessionRevoked } from './auth.revocation.js';

/** The channel of migration SessionChangeNotify: user ids whose sessions or user changed, or `*`. */
export const SESSIONS_CHANNEL = 'trialyst_sessions';

/**
 * Feeds the process's session cache while a server runs: the database's announcements (NOTIFY,
 * over the process's one listening connection, which also tells how recently it was alive) and the
 * revocations published on the app's pub/sub (Redis across processes when configured). Without a
 * listening connection the cache never answers: every request is checked in the database.
 */
export function startSessionCache(deps: Deps, databaseUrl: string): RunningJob | void {
  const cache = deps.sessionCache;
  if (!cache || !databaseUrl) return;
  const stopRevocations = onSessionRevoked(deps.pubsub, (revocation) => cache.revoke(revocation));
  const listener = listenToChannel(databaseUrl, SESSIONS_CHANNEL, {
    setListening: (on) => cache.setListening(on),
    notify: (payload) => cache.forgetUsers(payload),
    alive: (sentAt) => cache.alive(sentAt),
  });
  return {
    async stop() {
      stopRevocations();
      await listener.close();
    },
  };
}

export const sessionCacheJob: BackgroundJob = {
  name: 'auth.session-cache',
  phase: 'with-server',
  start: (deps, env) => startSessionCache(deps, env.databaseUrl),
};
