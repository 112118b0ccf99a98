import { z } from 'zod';
import { dateTime } from '../../rest/openapi.outputs.js';

export const CommentOut = z
  .strictObject({
    _id: z.string(),
    id: z.string(),
    userId: z.string(),
    nctId: z.string(),
    name: z.string().describe("Author name ('Anonyme' when absent)"),
    content: z.string().max(5000),
    createdAt: dateTime,
    updatedAt: dateTime,
    isEdited: z.boolean(),
    likes: z.number().int(),
    likedBy: z.array(z.string()),
    trialTitle: z.string().nullable(),
  })
  .meta({ id: 'Comment' });
