/** Options of the optional `clientMutationId` argument of every idempotent mutation. */
export const CLIENT_MUTATION_ID = {
  nullable: true,
  description:
    'Optional idempotency key (1 to 255 printable ASCII characters, e.g. a UUID), new for each user action: a retry with the same key returns the first answer and changes nothing; the same key with different arguments is a CONFLICT. Kept 24 hours.',
} as const;
