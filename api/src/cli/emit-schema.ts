import 'reflect-metadata';
import { buildAppSchema } from '../composition.js';
import { createAppPubSub } from '../graphql/pubsub.js';
import { emitSchema, SCHEMA_FILE } from '../graphql/schema.js';

const schema = await buildAppSchema(createAppPubSub());
await emitSchema(schema);
console.log(`GraphQL schema written to ${SCHEMA_FILE}`);
