import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { app } from '../src/composition.js';
import { databaseUrl, startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded.js';
import { migrate, openOrm } from '../src/db/orm.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dbServerUrl: string;
    templateDb: string;
    dbPrefix: string;
  }
}

/**
 * One real PostgreSQL for the run: TEST_DATABASE_URL's server, or a throwaway embedded one.
 * Migrations run once into a template database; each test file clones it (fast isolation).
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let tmpDir: string | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'trialyst-test-'));
    await fs.chmod(tmpDir, 0o755);
    embedded = await startEmbeddedPostgres({ dataDir: tmpDir });
    serverUrl = embedded.url;
  }
  const prefix = `trialyst_t${process.pid}`;
  const template = `${prefix}_tpl`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${template}"`);
  await admin.query(`create database "${template}"`);
  const orm = await openOrm(databaseUrl(serverUrl, template), app.entities);
  await migrate(orm);
  await orm.close(true);

  project.provide('dbServerUrl', serverUrl);
  project.provide('templateDb', template);
  project.provide('dbPrefix', prefix);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${prefix}%`]);
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`).catch(() => undefined);
    await admin.end();
    if (embedded) await embedded.stop();
    if (tmpDir) await fs.rm(tmpDir, { recursive: true, force: true });
  };
}
