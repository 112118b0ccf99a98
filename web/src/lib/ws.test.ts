import { describe, expect, it } from 'vitest';
import { createWsClient } from './apollo';
import { clearTokens, setTokens } from './session';

/** A minimal graphql-ws server inside a fake WebSocket: acks every connection and records its connectionParams. */
class FakeSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  static instances: FakeSocket[] = [];
  static inits: Record<string, unknown>[] = [];
  readyState = 0;
  protocol = 'graphql-transport-ws';
  onopen: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  constructor(public url: string) {
    FakeSocket.instances.push(this);
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.({});
    }, 1);
  }
  send(raw: string) {
    const msg = JSON.parse(raw) as { type: string; id?: string; payload?: Record<string, unknown> };
    if (msg.type === 'connection_init') {
      FakeSocket.inits.push(msg.payload ?? {});
      setTimeout(() => this.onmessage?.({ data: JSON.stringify({ type: 'connection_ack' }) }), 1);
    }
  }
  close(code = 1000, reason = '') {
    if (this.readyState === 3) return;
    this.readyState = 3;
    setTimeout(() => this.onclose?.({ code, reason, wasClean: true }), 1);
  }
}

const until = async (cond: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out (sockets ${FakeSocket.instances.length}, inits ${FakeSocket.inits.length})`);
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('WebSocket authentication', () => {
  it('connects with the current access token and reconnects with the new one after a refresh', async () => {
    setTokens('token-A', 'refresh-A');
    const client = createWsClient({ url: 'ws://test/graphql', webSocketImpl: FakeSocket });
    const sub = client.iterate({ query: 'subscription { reactionsFeed { nctId } }' });
    void sub.next();
    await until(() => FakeSocket.inits.length === 1);
    expect(FakeSocket.inits[0].authorization).toBe('Bearer token-A');

    setTokens('token-B', 'refresh-B');
    await until(() => FakeSocket.inits.length === 2);
    expect(FakeSocket.instances[0].readyState).toBe(3);
    expect(FakeSocket.inits[1].authorization).toBe('Bearer token-B');

    clearTokens();
    await until(() => FakeSocket.inits.length === 3);
    expect(FakeSocket.inits[2].authorization).toBeUndefined();
    await sub.return?.();
    await client.dispose();
  });
});
