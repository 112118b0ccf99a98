import type { Deps } from '../../deps.js';
import { logger } from '../../lib/logger.js';
import { claimDueMails, expireMails, mailTimings, pruneMails, recordAttempt, type ClaimedMail } from './mail.outbox.js';
import { mailSettings } from './mail.settings.js';
import { createMailTransport, type MailTransport } from './mail.transport.js';
import { onMailNudge } from './mail.wake.js';

/** How often a sender looks for mails queued by other processes and for due retries. */
export const MAIL_POLL_MS = 1000;
const PRUNE_EVERY_MS = 3_600_000;

export interface MailSender {
  /** One pass now, its sends included (tests). */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

async function attempt(deps: Deps, transport: MailTransport, mail: ClaimedMail): Promise<void> {
  try {
    const outcome = await transport.send(mail);
    const status = await recordAttempt(deps, mail, outcome);
    if (!outcome.ok) logger.warn({ mailId: mail.id, kind: mail.kind, attempts: mail.attempts, status, error: outcome.error }, 'mail: sending failed');
  } catch (err) {
    // Not recorded: the lease runs out and the mail is tried again.
    logger.warn({ err, mailId: mail.id }, 'mail: attempt could not be recorded');
  }
}

/**
 * The process's mail sender (email on only): a pass at each nudge of this process (and once more
 * shortly after, for a mail whose transaction had not committed yet), and every MAIL_POLL_MS for mails
 * queued elsewhere and for due retries. A pass starts at most mailTimings.batch sends; a slow relay
 * holds its own attempts (up to the transport's timeouts), never the database.
 */
export function startMailSender(deps: Deps, opts: { pollMs?: number } = {}): MailSender | undefined {
  const settings = mailSettings(deps.config);
  if (!settings) return undefined;
  const transport = createMailTransport(settings);
  const sending = new Set<Promise<void>>();
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let failing = false;
  let prunedAt = 0;

  const pass = async () => {
    try {
      await expireMails(deps);
      if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        await pruneMails(deps);
      }
      const room = mailTimings.batch - sending.size;
      const mails = room > 0 && !stopped ? await claimDueMails(deps, room) : [];
      for (const mail of mails) {
        const p = attempt(deps, transport, mail).finally(() => sending.delete(p));
        sending.add(p);
      }
      if (failing) logger.info('mail sender: database reachable again');
      failing = false;
    } catch (err) {
      if (!failing) logger.warn({ err }, 'mail sender: pass failed, retrying');
      failing = true;
    }
  };
  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = pass().finally(() => {
      running = null;
      if (again && !stopped) {
        again = false;
        void run();
      }
    });
    return running;
  };
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number) => {
    const t = setTimeout(() => {
      timers.delete(t);
      void run();
    }, ms);
    t.unref();
    timers.add(t);
  };
  const unsubscribe = onMailNudge(() => {
    void run();
    later(200);
  });
  const interval = setInterval(() => void run(), opts.pollMs ?? MAIL_POLL_MS);
  interval.unref();
  return {
    runOnce: async () => {
      if (running) await running;
      await run();
      await Promise.all(sending);
    },
    stop: async () => {
      stopped = true;
      unsubscribe();
      clearInterval(interval);
      for (const t of timers) clearTimeout(t);
      if (running) await running;
      // Sends under way finish (or time out); one cut short would be retried after its lease anyway.
      await Promise.all(sending);
      transport.close();
    },
  };
}
