import { defineModule } from '../../module.js';
import { prepareData } from './seed.bootstrap.js';

/** The demo data: an empty database is seeded when a server starts. */
export const seedModule = defineModule({
  name: 'seed',
  prepareData,
});
