import { Kind, OperationTypeNode } from 'graphql';

/**
 * A GraphQL document (its JSON, as the client preset prints it) written as a TypeScript literal that
 * TypeScript can check against graphql's `DocumentNode`: `kind` and `operation` are string enums there, so
 * the JSON `"kind":"Field"` is not a `Kind.FIELD`, and the preset casts every document to silence that.
 * Here they are written `Kind.FIELD` and `OperationTypeNode.QUERY`; everything else is `JSON.stringify`'s
 * own text, so `documentLiteralToJson` gives back the very JSON the preset printed.
 */

/** Each enum, member name → value, and value → member name. */
const KIND = new Map<string, string>(Object.entries(Kind));
const OPERATION = new Map<string, string>(Object.entries(OperationTypeNode));
const KIND_MEMBER = new Map([...KIND].map(([name, value]) => [value, name]));
const OPERATION_MEMBER = new Map([...OPERATION].map(([name, value]) => [value, name]));

function member(enumName: string, members: Map<string, string>, value: unknown): string {
  const name = typeof value === 'string' ? members.get(value) : undefined;
  if (!name) throw new Error(`not a graphql ${enumName}: ${JSON.stringify(value)}`);
  return `${enumName}.${name}`;
}

/** The JSON value of a document (`JSON.parse` of the preset's text) → its TypeScript literal. */
export function documentLiteral(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(documentLiteral).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const node = Object.entries(value);
  const isOperation = node.some(([key, v]) => key === 'kind' && v === Kind.OPERATION_DEFINITION);
  const fields = node.map(([key, v]) => {
    const text =
      key === 'kind'
        ? member('Kind', KIND_MEMBER, v)
        : key === 'operation' && isOperation
          ? member('OperationTypeNode', OPERATION_MEMBER, v)
          : documentLiteral(v);
    return `${JSON.stringify(key)}:${text}`;
  });
  return `{${fields.join(',')}}`;
}

/** Strings of the literal (kept as they are) or one of its enum members (replaced by its JSON value). */
const TOKEN = /"(?:[^"\\]|\\.)*"|\b(Kind|OperationTypeNode)\.([A-Z_]+)\b/g;

/** The inverse of `documentLiteral`: the literal's text → the JSON text the preset printed. */
export function documentLiteralToJson(literal: string): string {
  return literal.replace(TOKEN, (token: string, enumName: string | undefined, name: string | undefined) => {
    if (!enumName || !name) return token;
    const value = (enumName === 'Kind' ? KIND : OPERATION).get(name);
    if (value === undefined) throw new Error(`not a graphql ${enumName}: ${name}`);
    return JSON.stringify(value);
  });
}
