import path from 'node:path';
import { MIGRATIONS_DIR } from '../db/migrations/index.js';
import { runCli } from '../runtime.js';

/**
 * `npm run db:migration:create -- <Name>`: writes the migration that takes the database (migrated to
 * date) to what the entities describe, or says there is nothing to do. Review it before committing.
 */
const name = process.argv[2];
if (!name || !/^[A-Za-z][A-Za-z0-9]*$/.test(name)) {
  console.error('Usage: npm run db:migration:create -- <Name>   (a PascalCase name, e.g. TrialStatusVerifiedDate)');
  process.exit(2);
}

await runCli('db:migration:create', async (rt) => {
  const result = await rt.deps.orm.getMigrator().createMigration(MIGRATIONS_DIR, false, false, name);
  if (!result.diff.up.length) {
    console.log('The database already matches the entities: no migration written.');
    return;
  }
  console.log(
    `Wrote ${path.relative(process.cwd(), path.join(MIGRATIONS_DIR, result.fileName))} (${result.diff.up.length} statement(s)). Review it, then run npm run db:migrate.`,
  );
});
