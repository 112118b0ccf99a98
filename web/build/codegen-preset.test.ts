import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { typedDocuments } from './codegen-preset';
import { documentLiteral, documentLiteralToJson } from './document-literal';

const query = parse(
  `
  query Trial($id: ID!, $first: Int = 10) @cached {
    trial(nctId: $id) { nctId title: briefTitle comments(first: $first, order: NEWEST, text: "Kind.FIELD \\"quoted\\"") { id } ...TrialFields }
  }
  fragment TrialFields on Trial { phase }
`,
  { noLocation: true },
);
const json = JSON.stringify(query);

describe('documents as checked literals (codegen preset)', () => {
  it('writes kinds and operations as graphql enum members, and reads back the very same JSON', () => {
    const literal = documentLiteral(JSON.parse(json));
    expect(literal).toContain(`{"kind":Kind.DOCUMENT,"definitions":[{"kind":Kind.OPERATION_DEFINITION,"operation":OperationTypeNode.QUERY,`);
    expect(literal).toContain(`"value":"Kind.FIELD \\"quoted\\""`);
    expect(literal).not.toContain(`"kind":"`);
    expect(documentLiteralToJson(literal)).toBe(json);
  });

  it('refuses what is not a graphql kind or operation', () => {
    expect(() => documentLiteral({ kind: 'Nope' })).toThrow('not a graphql Kind: "Nope"');
    expect(() => documentLiteral({ kind: Kind.OPERATION_DEFINITION, operation: 'fetch' })).toThrow('not a graphql OperationTypeNode');
    expect(() => documentLiteralToJson('{"kind":Kind.NOPE}')).toThrow('not a graphql Kind: NOPE');
  });

  it("turns the plugin's cast documents into annotated constants, importing the enums they use", () => {
    const cast = ['as', 'unknown', 'as'].join(' ');
    const out = typedDocuments({
      prepend: [`import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';`],
      content: `export const TrialDocument = ${json} ${cast} DocumentNode<TrialQuery, TrialQueryVariables>;\n`,
    });
    expect(out).toEqual({
      prepend: [
        `import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';`,
        `import { Kind, OperationTypeNode } from 'graphql';`,
      ],
      content: `export const TrialDocument: DocumentNode<TrialQuery, TrialQueryVariables> = ${documentLiteral(JSON.parse(json))};\n`,
    });
  });

  it('fails on any other export: a changed preset output is looked at, not rewritten blindly', () => {
    expect(() => typedDocuments({ content: `export const TrialDocument = new TypedDocumentString(\`query Trial { a }\`);` })).toThrow(
      'typed-document-node printed an unexpected export',
    );
    expect(() => typedDocuments('export const A = 1;')).toThrow('expected { prepend, content }');
  });
});
