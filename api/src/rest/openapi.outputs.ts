import { z } from 'zod';
import { ERROR_CODES, ERROR_REASON_LIST } from '../errors.js';

/**
 * The REST answers' shapes, written once as zod schemas: handlers are typed by them and the OpenAPI
 * components are generated from them (`strict`: a presenter that adds a field fails the answer
 * checks of openapi.test.ts until the field is described). The shapes every module shares are here;
 * each module describes its own answers in its `<module>.outputs.ts` and lists the named ones in its
 * manifest (`outputs`).
 */

export const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ format: 'date' });
export const dateTime = z.string().meta({ format: 'date-time' });
export const nullableDate = date.nullable();
/** JSON blocks shown as stored (registry JSON, provider blocks): an object whose own shape GraphQL describes. */
export const json = z.custom<object>((v) => typeof v === 'object' && v !== null && !Array.isArray(v)).meta({ type: 'object' });

export const ErrorOut = z
  .strictObject({
    success: z.literal(false),
    error: z.string().describe('Human-readable message'),
    code: z.enum(ERROR_CODES).describe('Stable error category'),
    reason: z.enum(ERROR_REASON_LIST).describe("Stable, specific reason (e.g. COMMENT_TOO_LONG), to word the error in the reader's language"),
    params: z.looseObject({}).describe('Parameters of the reason: field, min, max, retryAfterSeconds...'),
    details: z.looseObject({}).optional().describe('BAD_USER_INPUT: { field, reason (a message key), min/max... }; RATE_LIMITED: { retryAfterSeconds }'),
    requestId: z.string().optional(),
  })
  .meta({ id: 'Error' });

export const NameCountOut = z.strictObject({ name: z.string(), count: z.number().int() }).meta({ id: 'NameCount' });
export const PaginationOut = z
  .strictObject({
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
    limit: z.number().int(),
    hasNextPage: z.boolean(),
    hasPrevPage: z.boolean(),
  })
  .meta({ id: 'Pagination' });

/** `{ success: true, ...fields }`, the spec's envelope of every JSON answer. */
export const success = <S extends z.core.$ZodLooseShape>(shape: S) => z.strictObject({ success: z.literal(true), ...shape });

/** Shared components listed in the document even when only referenced from others (ErrorOut is always listed). */
export const SHARED_OUTPUTS: readonly z.ZodType[] = [NameCountOut, PaginationOut];
