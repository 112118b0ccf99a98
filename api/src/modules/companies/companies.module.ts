import { defineModule } from '../../module.js';
import { Company } from './companies.entity.js';
import { companyTrialCountLoader, companyTrialsLoader, pipelineTrialLoader, trialResultsLoader } from './companies.loaders.js';
import { companiesResolvers } from './companies.resolver.js';
import { companiesRoutes } from './companies.rest.js';

/** Listed companies, their pages and the sponsor → company resolution. */
export const companiesModule = defineModule({
  name: 'companies',
  resolvers: companiesResolvers,
  routes: companiesRoutes,
  entities: [Company],
  loaders: [companyTrialsLoader, companyTrialCountLoader, trialResultsLoader, pipelineTrialLoader],
});
