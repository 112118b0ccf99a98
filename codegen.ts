import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Web client types: reads the emitted schema (schema/schema.graphql, written by `npm run schema:emit -w api`)
 * and every `graphql()` document in web/src, and writes the typed client to web/src/gql (never edited by hand).
 */
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*', '!web/src/**/*.test.{ts,tsx}'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
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
