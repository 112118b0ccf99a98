import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121000000Initial } from './Migration20261121000000Initial.js';
import { Migration20261121100000CompanySubsidiaries } from './Migration20261121100000CompanySubsidiaries.js';
import { Migration20261121110000TrialSortIndexes } from './Migration20261121110000TrialSortIndexes.js';
import { Migration20261121120000TrialContinents } from './Migration20261121120000TrialContinents.js';
import { Migration20261122120000Idempotency } from './Migration20261122120000Idempotency.js';
import { Migration20261122130000SessionSuccessor } from './Migration20261122130000SessionSuccessor.js';

/** Every migration, in order. Add new ones at the end. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121000000Initial', class: Migration20261121000000Initial },
  { name: 'Migration20261121100000CompanySubsidiaries', class: Migration20261121100000CompanySubsidiaries },
  { name: 'Migration20261121110000TrialSortIndexes', class: Migration20261121110000TrialSortIndexes },
  { name: 'Migration20261121120000TrialContinents', class: Migration20261121120000TrialContinents },
  { name: 'Migration20261122120000Idempotency', class: Migration20261122120000Idempotency },
  { name: 'Migration20261122130000SessionSuccessor', class: Migration20261122130000SessionSuccessor },
];
