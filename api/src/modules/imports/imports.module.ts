import { defineModule } from '../../module.js';
import { ImportRun } from './imports.entity.js';

/** Imports of ClinicalTrials.gov records (files, `import --live`, the sync): their runs. */
export const importsModule = defineModule({
  name: 'imports',
  entities: [ImportRun],
});
