import { z } from 'zod';

export const ReactionsOut = z.strictObject({ likes: z.number().int().min(0), dislikes: z.number().int().min(0) }).meta({ id: 'Reactions' });
export const ViewerReactionOut = z.strictObject({ liked: z.boolean(), disliked: z.boolean() }).meta({ id: 'ViewerReaction' });
