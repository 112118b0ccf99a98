/**
 * The fan-out baseline: a minimal `ws` server. Plain WebSocket clients connect to /; an HTTP
 * `POST /like {"nctId","userId"}` toggles that user's like of the trial in PostgreSQL with the same
 * transaction as Trialyst's likeTrial (lock the trial row, insert or delete the reaction, recount
 * likes and dislikes), answers the counts, then sends every client the JSON message graphql-ws
 * would send a `trialReactionsChanged` subscriber (serialised once).
 *
 *   node --import tsx bench/peers.ws.server.ts <port> <databaseUrl>
 */
import http from 'node:http';
import pg from 'pg';
import { WebSocketServer, type WebSocket } from 'ws';

const [port, url] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 5 });
const clients = new Set<WebSocket>();

async function toggleLike(userId: string, nctId: string): Promise<{ likes: number; dislikes: number }> {
  const c = await pool.connect();
  try {
    await c.query('begin');
    const locked = await c.query('select nct_id from trials where nct_id = $1 for update', [nctId]);
    if (!locked.rows.length) throw new Error(`no trial ${nctId}`);
    const existing = await c.query('select kind from trial_reactions where user_id = $1 and trial_nct_id = $2', [userId, nctId]);
    if (existing.rows[0]?.kind === 'LIKE') await c.query('delete from trial_reactions where user_id = $1 and trial_nct_id = $2', [userId, nctId]);
    else
      await c.query(
        `insert into trial_reactions (user_id, trial_nct_id, kind) values ($1, $2, 'LIKE')
         on conflict (user_id, trial_nct_id) do update set kind = excluded.kind, updated_at = now()`,
        [userId, nctId],
      );
    const counts = await c.query(
      `update trials set
         likes = (select count(*) from trial_reactions r where r.trial_nct_id = trials.nct_id and r.kind = 'LIKE'),
         dislikes = (select count(*) from trial_reactions r where r.trial_nct_id = trials.nct_id and r.kind = 'DISLIKE')
       where nct_id = $1 returning likes, dislikes`,
      [nctId],
    );
    await c.query('commit');
    return counts.rows[0] as { likes: number; dislikes: number };
  } catch (e) {
    await c.query('rollback').catch(() => undefined);
    throw e;
  } finally {
    c.release();
  }
}

const server = http.createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/like') {
    res.writeHead(req.url === '/' ? 200 : 404, { 'content-type': 'text/plain' });
    res.end(`${clients.size} clients\n`);
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const { nctId, userId } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { nctId: string; userId: string };
    toggleLike(userId, nctId).then(
      (counts) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ nctId, ...counts }));
        const message = JSON.stringify({
          id: '1',
          type: 'next',
          payload: { data: { trialReactionsChanged: { nctId, likes: counts.likes, dislikes: counts.dislikes } } },
        });
        for (const ws of clients) ws.send(message);
      },
      (e: Error) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: e.message }));
      },
    );
  });
});
const wss = new WebSocketServer({ server });
wss.on('connection', (ws) => {
  clients.add(ws);
  ws.on('close', () => clients.delete(ws));
  ws.on('error', () => clients.delete(ws));
});
server.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => {
  for (const ws of clients) ws.terminate();
  server.close();
  void pool.end().finally(() => process.exit(0));
});
