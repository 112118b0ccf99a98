import 'reflect-metadata';
import { Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { Public } from '../../graphql/public.js';
import type { ResolverClass } from '../../graphql/resolver-class.js';
import { methodology, type MethodologyView } from './evaluation.service.js';
import { MethodologyType } from './evaluation.types.js';

@Resolver()
class MethodologyResolver {
  @Public()
  @Query(() => MethodologyType, { description: "The engine's model (priors, factors, formulas, sources) and the latest evaluation of each labelled set." })
  methodology(@Ctx() ctx: AppContext): Promise<MethodologyView> {
    return methodology(ctx);
  }
}

export const evaluationResolvers: ResolverClass[] = [MethodologyResolver];
