import { z } from 'zod';
import { REACTION_MEASURES } from '../../domain/reactions.js';

/** Company.pastCatalysts(first) and GET /companies/{ticker}/past-catalysts?first=. */
export const pastCatalystsSchema = z.object({ first: z.coerce.number().int().min(1).max(200).default(50) });
export type PastCatalystsInput = z.input<typeof pastCatalystsSchema>;

/** Query.reactionStats(measure) and GET /analytics/reactions?measure= (case-insensitive). */
export const reactionStatsSchema = z.object({
  measure: z.string().trim().toUpperCase().pipe(z.enum(REACTION_MEASURES)).default('ABNORMAL_1D'),
});
export type ReactionStatsInput = z.input<typeof reactionStatsSchema>;
