import net from 'node:net';

/**
 * The Redis used by the cross-process tests: TEST_REDIS_URL (then it must answer: CI sets it),
 * else a local server on 127.0.0.1:6379 if one answers. null when there is none: those tests
 * are then reported as skipped with the reason, and run in CI.
 */
export async function testRedisUrl(): Promise<string | null> {
  const explicit = process.env.TEST_REDIS_URL;
  if (explicit) return explicit;
  const fallback = 'redis://127.0.0.1:6379';
  const reachable = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 6379 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
  if (!reachable) console.warn('Redis tests skipped: no Redis at 127.0.0.1:6379 (set TEST_REDIS_URL to run them).');
  return reachable ? fallback : null;
}
