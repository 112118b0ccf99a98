import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/**
 * A real SMTP server in the test process (the `smtp-server` package, a development dependency):
 * tests point SMTP_URL at it and read what arrived, as a relay would receive it. Not used by the app.
 */

export interface ReceivedMail {
  /** The SMTP envelope. */
  mailFrom: string;
  rcptTo: string[];
  /** Header names lower-cased, folded lines joined, RFC 2047 words decoded. */
  headers: Record<string, string>;
  text: string;
  html: string;
  raw: string;
  /** The user name the client authenticated with, if it did. */
  authUser: string | null;
}

export interface SmtpSink {
  port: number;
  /** smtp://127.0.0.1:<port> (with `user:pass@` when the sink requires authentication). */
  url: string;
  received: ReceivedMail[];
  /** While set, every message is refused with this answer (e.g. 451: try again later). */
  refuse: { code: number; message: string } | null;
  /** Recipients refused for good (550 at RCPT TO). */
  unknownRecipients: Set<string>;
  /** Resolves with the first received mail matching `pick`, within `ms`. */
  waitFor(pick: (m: ReceivedMail) => boolean, ms?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const QP_SOFT_BREAK = /=\r?\n/g;

function decodeQuotedPrintable(s: string): string {
  const bytes: number[] = [];
  const text = s.replace(QP_SOFT_BREAK, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`); white space between two of them is dropped. */
export function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = decodeWords(line.slice(i + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const enc = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (enc === 'quoted-printable') return decodeQuotedPrintable(body);
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The text/plain and text/html parts of a message (through nested multiparts). */
function parts(headers: Record<string, string>, body: string, out: { text: string; html: string }): void {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitHeaders(chunk.replace(/^\r?\n/, ''));
      parts(part.headers, part.body, out);
    }
    return;
  }
  const decoded = decodeBody(headers, body).replace(/\r\n/g, '\n');
  if (/^text\/html/i.test(type)) out.html += decoded;
  else if (/^text\/plain/i.test(type)) out.text += decoded;
}

export function parseMail(raw: string): Pick<ReceivedMail, 'headers' | 'text' | 'html'> {
  const { headers, body } = splitHeaders(raw);
  const out = { text: '', html: '' };
  parts(headers, body, out);
  return { headers, ...out };
}

/** Starts the sink on a free port of 127.0.0.1 (or `port`); with `auth`, it requires those credentials. */
export async function startSmtpSink(opts: { port?: number; auth?: { user: string; pass: string } } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const sink = { received, refuse: null, unknownRecipients: new Set<string>() } as Pick<SmtpSink, 'received' | 'refuse' | 'unknownRecipients'>;
  const options: SMTPServerOptions = {
    // Plain SMTP on loopback: no STARTTLS to negotiate with a self-signed certificate.
    disabledCommands: opts.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !opts.auth,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, cb) {
      if (opts.auth && auth.username === opts.auth.user && auth.password === opts.auth.pass) cb(null, { user: auth.username });
      else cb(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, cb) {
      if (sink.unknownRecipients.has(address.address)) cb(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      else cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (sink.refuse) return cb(Object.assign(new Error(sink.refuse.message), { responseCode: sink.refuse.code }));
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          ...parseMail(raw),
          raw,
          authUser: typeof session.user === 'string' ? session.user : null,
        });
        cb();
      });
    },
  };
  const server = new SMTPServer(options);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  const credentials = opts.auth ? `${encodeURIComponent(opts.auth.user)}:${encodeURIComponent(opts.auth.pass)}@` : '';
  return Object.assign(sink, {
    port,
    url: `smtp://${credentials}127.0.0.1:${port}`,
    async waitFor(pick: (m: ReceivedMail) => boolean, ms = 5000) {
      const until = Date.now() + ms;
      for (;;) {
        const found = received.find(pick);
        if (found) return found;
        if (Date.now() > until) throw new Error(`no matching mail within ${ms} ms (received: ${received.map((m) => m.headers.subject).join(' | ')})`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
