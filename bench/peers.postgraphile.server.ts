/**
 * PostGraphile 5 (5.1.4: the last release that runs on Node 20, given `Promise.withResolvers`)
 * serving the schema `public` of the bench database — the same `trials` table — through grafserv on
 * node:http: the amber preset and the pg adaptor's service, nothing else (no GraphiQL, no
 * websockets, no watch mode).
 *
 *   node --import tsx bench/peers.postgraphile.server.ts <port> <databaseUrl>
 */
import http from 'node:http';

// Node 20 lacks Promise.withResolvers (Node 22); grafast calls it.
const P = Promise as unknown as { withResolvers?: () => unknown };
P.withResolvers ??= function withResolvers<T>() {
  let resolve!: (v: T | PromiseLike<T>) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const [port, url] = process.argv.slice(2);
// Imported after the polyfill is in place.
const { postgraphile } = await import('postgraphile');
const { PostGraphileAmberPreset } = await import('postgraphile/presets/amber');
const { makePgService } = await import('postgraphile/adaptors/pg');
const { grafserv } = await import('postgraphile/grafserv/node');

const preset: GraphileConfig.Preset = {
  extends: [PostGraphileAmberPreset],
  pgServices: [makePgService({ connectionString: url, schemas: ['public'], poolConfig: { max: 20, idleTimeoutMillis: 10_000 } })],
  grafserv: { graphqlPath: '/graphql', graphiql: false, websockets: false, watch: false },
  grafast: { explain: false },
};

const pgl = postgraphile(preset);
const serv = pgl.createServ(grafserv);
const server = http.createServer();
server.keepAliveTimeout = 60_000;
await serv.addTo(server);
await pgl.getSchema(); // build the schema now, not on the first request
server.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  void Promise.resolve(pgl.release()).finally(() => process.exit(0));
});
