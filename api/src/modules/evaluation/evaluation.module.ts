import { defineModule } from '../../module.js';
import { Evaluation } from './evaluation.entity.js';
import { EvaluationOut, MethodologyOut } from './evaluation.outputs.js';
import { evaluationResolvers } from './evaluation.resolver.js';
import { evaluationRoutes } from './evaluation.rest.js';

/** The engine's methodology and its measured evaluations (`npm run evaluate`, /methodology). */
export const evaluationModule = defineModule({
  name: 'evaluation',
  resolvers: evaluationResolvers,
  routes: evaluationRoutes,
  outputs: [EvaluationOut, MethodologyOut],
  entities: [Evaluation],
});
