import 'reflect-metadata';
import { runCli } from '../runtime.js';

await runCli('db:migrate', async (rt) => {
  const applied = rt.migrationsApplied;
  console.log(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'Database schema is up to date.');
  console.log(`Database: ${rt.database.description}`);
});
