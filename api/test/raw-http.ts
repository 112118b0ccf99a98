import net from 'node:net';

/** An HTTP/1.1 answer read off a raw socket; `lost` when the connection closed before a whole answer arrived. */
export type RawAnswer = { lost: false; status: number; headers: Record<string, string>; body: string; at: number } | { lost: true; error: string; at: number };

/**
 * One HTTP/1.1 request on a socket of its own, written when and as the test says (a head cut in the
 * middle, a body sent later or never), for what fetch cannot do: be slow on purpose.
 */
export interface RawRequest {
  /** Resolves once connected. */
  connected: Promise<void>;
  write(text: string): void;
  /** The first answer (the socket is closed once it is read). */
  answer: Promise<RawAnswer>;
  destroy(): void;
}

export function rawRequest(port: number): RawRequest {
  const socket = net.connect({ host: '127.0.0.1', port });
  socket.on('error', () => undefined); // reported through `answer`
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const answer = new Promise<RawAnswer>((resolve) => {
    let buf = Buffer.alloc(0);
    let lastError = 'closed';
    const parse = () => {
      const end = buf.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine, ...lines] = buf.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).trim().toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      // A chunked body is kept as sent (its chunk sizes included): the tests read its status and headers.
      const chunked = headers['transfer-encoding'] === 'chunked';
      if (chunked && buf.indexOf('0\r\n\r\n', end + 4) < 0) return;
      const length = chunked ? buf.length - end - 4 : Number(headers['content-length'] ?? 0);
      if (buf.length < end + 4 + length) return;
      resolve({
        lost: false,
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: buf.subarray(end + 4, end + 4 + length).toString('utf8'),
        at: Date.now(),
      });
      socket.destroy();
    };
    socket.on('data', (chunk: Buffer) => {
      buf = Buffer.concat([buf, chunk]);
      parse();
    });
    socket.on('error', (err) => (lastError = (err as NodeJS.ErrnoException).code ?? err.message));
    socket.on('close', () => resolve({ lost: true, error: lastError, at: Date.now() }));
  });
  return {
    connected,
    write: (text) => void (socket.writable && socket.write(text)),
    answer,
    destroy: () => socket.destroy(),
  };
}

/** The head of a JSON POST (with its Content-Length) and its body, to write in parts. */
export function jsonPost(path: string, body: unknown, headers: Record<string, string> = {}): { head: string; body: string } {
  const text = JSON.stringify(body);
  const lines = [`POST ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Content-Type: application/json', `Content-Length: ${Buffer.byteLength(text)}`];
  for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
  return { head: `${lines.join('\r\n')}\r\n\r\n`, body: text };
}

/** The head of a GET. */
export function getHead(path: string, headers: Record<string, string> = {}): string {
  const lines = [`GET ${path} HTTP/1.1`, 'Host: 127.0.0.1'];
  for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}
