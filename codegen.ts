import type { CodegenConfig } from '@graphql-codegen/cli';
import { typedClientPreset } from './web/build/codegen-preset';

/**
 * Web client types: reads the emitted schema (schema/schema.graphql, written by `npm run schema:emit -w api`)
 * and every `graphql()` document in web/src, and writes the typed client to web/src/gql (never edited by hand).
 * The preset is the client preset, with its documents written as checked `DocumentNode` literals instead of
 * casts (web/build/codegen-preset.ts).
 */
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*', '!web/src/**/*.test.{ts,tsx}'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: typedClientPreset,
      presetConfig: {
        // Fragments are plain types: a leaf component declares its fragment and receives `XxxFragment`.
        fragmentMasking: false,
      },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        skipTypename: false,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        scalars: {
          DateTime: 'string',
          DateTimeISO: 'string',
          Date: 'string',
          JSON: 'unknown',
          JSONObject: 'Record<string, unknown>',
        },
      },
    },
  },
  hooks: {},
};

export default config;
