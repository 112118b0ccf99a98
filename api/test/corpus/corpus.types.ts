/** Who a case speaks as; the runner turns it into a token (several users, so per-user limits leave room). */
export type AuthRole = 'none' | 'user' | 'bogus' | 'expired' | 'throwaway';

/** One HTTP request of the corpus, as sent on the wire (the path is raw: malformed escapes stay malformed). */
export interface HttpCase {
  transport: 'http';
  api: 'rest' | 'graphql';
  /** What is being exercised, e.g. `GET /trials/{id}` or `query trialsTable`. */
  target: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  auth: AuthRole;
  /** The request must be refused (an error or a close): a 2xx answer is a failure too. */
  refused?: boolean;
}

/** One GraphQL operation sent over graphql-ws. */
export interface WsOpCase {
  transport: 'ws';
  api: 'graphql';
  target: string;
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string;
  auth: AuthRole;
  /** The operation must be refused (an error or a close): an answer without errors is a failure too. */
  refused?: boolean;
}

/** Raw frames on a graphql-transport-ws socket (malformed protocol use). */
export interface WsRawCase {
  transport: 'ws-raw';
  api: 'graphql';
  target: string;
  /** Send connection_init (with a user token when auth is 'user') before the frames. */
  init: boolean;
  frames: (string | Buffer)[];
  auth: AuthRole;
}

export type CorpusCase = HttpCase | WsOpCase | WsRawCase;

/** What came back: an HTTP status or its WebSocket equivalent, and the text to check for leaks. */
export interface Outcome {
  /** HTTP status; for WebSocket the equivalent of the error codes (INTERNAL → 500), or a close code. */
  status: number;
  /** A short label for the report: `200`, `400 BAD_USER_INPUT`, `close 4400`... */
  label: string;
  /** The text that must carry no internals (error bodies and GraphQL errors). */
  text: string;
  ms: number;
}
