import { z } from 'zod';

/** A user as the REST answers show it. */
export const UserOut = z.strictObject({ id: z.string(), email: z.string(), name: z.string().nullable() }).meta({ id: 'User' });
