import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { ConnectionException, DriverException, ServerException } from '@mikro-orm/core';
import { GraphQLError } from 'graphql';
import { KnexTimeoutError } from 'knex';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from './db/pool.control.js';
import { isDatabaseConnectionError, toAppError } from './errors.js';

/** A DatabaseError as pg builds it from a server's ErrorResponse (SQLSTATE in `code`). */
const pgError = (code: string, message: string) => Object.assign(new pg.DatabaseError(message, message.length, 'error'), { code, severity: 'FATAL' });
/** A node socket error, as net raises it. */
const errno = (code: string, syscall = 'connect') => Object.assign(new Error(`${syscall} ${code} 127.0.0.1:5432`), { code, errno: -1, syscall });
/** knex puts the statement in front of the driver's message. */
const knexQueryError = (message: string) => new Error(`select "u"."id" from "sessions" as "s" where "s"."family_id" = 'x' limit 1 - ${message}`);

const mapped = (err: unknown) => {
  const e = toAppError(err);
  return { code: e.code, reason: e.reason, status: e.httpStatus };
};
const UNAVAILABLE = { code: 'UNAVAILABLE', reason: 'DATABASE_UNAVAILABLE', status: 503 };

describe('database connection failures map to 503 UNAVAILABLE', () => {
  it.each([
    ['SQLSTATE 08006 connection_failure', pgError('08006', 'connection failure')],
    ['SQLSTATE 08001 cannot connect', pgError('08001', 'could not connect')],
    ['SQLSTATE 57P01 admin_shutdown', pgError('57P01', 'terminating connection due to administrator command')],
    ['SQLSTATE 57P02 crash_shutdown', pgError('57P02', 'terminating connection because of crash of another server process')],
    ['SQLSTATE 57P03 cannot_connect_now', pgError('57P03', 'the database system is starting up')],
    ['errno ECONNREFUSED', errno('ECONNREFUSED')],
    ['errno ECONNRESET on read', errno('ECONNRESET', 'read')],
    ['errno EPIPE on write', errno('EPIPE', 'write')],
    ['an unlisted errno on a socket call', errno('ENOENT', 'connect')],
    ['pg: Connection terminated unexpectedly (no code)', new Error('Connection terminated unexpectedly')],
    ['pg through knex: statement - Connection terminated unexpectedly', knexQueryError('Connection terminated unexpectedly')],
    ['pg through knex: not queryable', knexQueryError('Client has encountered a connection error and is not queryable')],
    ['pg-pool connect timeout', new Error('timeout exceeded when trying to connect')],
    [
      'knex acquire timeout (class)',
      new KnexTimeoutError('Knex: Timeout acquiring a connection. The pool is probably full. Are you missing a .transacting(trx) call?'),
    ],
    ['the health monitor closed the pool', new DatabaseUnavailableError('database not reachable')],
    ["MikroORM's ConnectionException", new ConnectionException(new Error('whatever the driver said'))],
    ["MikroORM's DriverException over a lost connection", new DriverException(knexQueryError('Connection terminated unexpectedly'))],
    ["MikroORM's ServerException over 57P01", new ServerException(pgError('57P01', 'terminating connection'))],
    ['an Error whose cause is ECONNREFUSED', new Error('query failed', { cause: errno('ECONNREFUSED') })],
    ['an AggregateError of refused addresses', new AggregateError([errno('ECONNREFUSED'), errno('ECONNREFUSED')], 'connect failed')],
    [
      'a GraphQLError wrapping a DriverException',
      new GraphQLError('x', { originalError: new DriverException(knexQueryError('Connection terminated unexpectedly')) }),
    ],
    ['a GraphQLError wrapping an Error with a cause', new GraphQLError('x', { originalError: new Error('context', { cause: pgError('57P01', 'bye') }) })],
  ])('%s', (_name, err) => {
    expect(mapped(err)).toEqual(UNAVAILABLE);
    expect(isDatabaseConnectionError(err)).toBe(true);
  });

  it('the errors pg really raises on a refused and on a dropped connection', async () => {
    const refused = await new pg.Client({ host: '127.0.0.1', port: 1, connectionTimeoutMillis: 2000 }).connect().catch((e: unknown) => e);
    expect(mapped(refused)).toEqual(UNAVAILABLE);
    // A server that accepts and hangs up at once: pg's bare "Connection terminated unexpectedly".
    const server = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const client = new pg.Client({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, connectionTimeoutMillis: 2000 });
      const dropped = await client.connect().catch((e: unknown) => e);
      expect((dropped as Error).message).toMatch(/Connection terminated/);
      expect(mapped(dropped)).toEqual(UNAVAILABLE);
    } finally {
      server.close();
    }
  });

  it('overload and timeouts stay 503 with their own reasons', () => {
    expect(mapped(pgError('53300', 'sorry, too many clients already'))).toEqual({ code: 'UNAVAILABLE', reason: 'DATABASE_BUSY', status: 503 });
    expect(mapped(pgError('57014', 'canceling statement due to statement timeout'))).toEqual({ code: 'UNAVAILABLE', reason: 'DATABASE_TIMEOUT', status: 503 });
    expect(isDatabaseConnectionError(pgError('53300', 'too many clients'))).toBe(false);
  });

  it('what is not a connection failure is not one', () => {
    // A protocol refusal of what was sent (e.g. a NUL byte) is the input's fault.
    expect(mapped(pgError('08P01', 'invalid message format'))).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
    expect(mapped(pgError('23505', 'duplicate key'))).toMatchObject({ code: 'CONFLICT' });
    expect(mapped(new ServerException(pgError('23505', 'duplicate key')))).toMatchObject({ code: 'CONFLICT' });
    expect(mapped(new Error('boom'))).toMatchObject({ code: 'INTERNAL', status: 500 });
    // The pg text inside a statement's values, not the driver's verdict at its end.
    expect(mapped(knexQueryError("'Connection terminated unexpectedly' - syntax error at or near"))).toMatchObject({ code: 'INTERNAL' });
    // A file that is not there is not a database outage.
    expect(mapped(Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT', syscall: 'open' }))).toMatchObject({ code: 'INTERNAL' });
    expect(isDatabaseConnectionError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
  });
});
