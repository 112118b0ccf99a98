import { isAlive, type EmbeddedDatabase } from './embedded.js';

export interface Supervisor {
  stop(): Promise<void>;
}

/**
 * Watches the embedded PostgreSQL's postmaster and starts it again when it dies (killed, crashed):
 * PostgreSQL's crash recovery replays the WAL, so nothing committed is lost, and the server comes
 * back on the same port, so the pool reconnects by itself. Only the owner restarts it; an attached
 * process waits for the owner, and adopts the server only when the owner is gone too.
 * A frozen server (SIGSTOP) is not touched: it is alive, and the health monitor answers 503 meanwhile.
 */
export function superviseEmbedded(db: EmbeddedDatabase, opts: { log?: (line: string) => void; intervalMs?: number } = {}): Supervisor {
  const log = opts.log ?? (() => undefined);
  const intervalMs = opts.intervalMs ?? 500;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let failures = 0;

  let downSince = 0;

  async function check(): Promise<void> {
    if (db.pid && isAlive(db.pid)) {
      downSince = 0;
      failures = 0;
      return;
    }
    if (!downSince) {
      downSince = Date.now();
      log(`Embedded PostgreSQL (pid ${db.pid}) is gone: ${db.owner ? 'starting it again' : 'waiting for its owner to start it again'}`);
    }
    try {
      const outcome = await db.restart();
      failures = 0;
      if (outcome === 'restarted')
        log(`Embedded PostgreSQL restarted (pid ${db.pid}) ${((Date.now() - downSince) / 1000).toFixed(1)} s after it was found gone`);
    } catch (e) {
      failures++;
      // Retried at the next tick; said once, then every 20 attempts.
      if (failures === 1 || failures % 20 === 0) log(`Embedded PostgreSQL could not be restarted (attempt ${failures}): ${(e as Error).message}`);
    }
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = check().finally(() => {
        running = undefined;
        schedule();
      });
    }, intervalMs);
    timer.unref();
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
