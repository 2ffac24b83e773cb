import type { z } from 'zod';
import { endpoints, type EndpointName, type Endpoints } from './endpoints.js';
import * as contracts from './index.js';

// The typed side of endpoints.ts, kept apart so that table stays zod-free: each name resolves to the schema
// contracts exports under it. Not re-exported from index.ts (it imports index.ts): `@cd/contracts/endpoint-schemas`.

type Contracts = typeof contracts;
type SchemaNames<N extends EndpointName> = Endpoints[N]['schemas'];
type Named<K> = K extends keyof Contracts ? Contracts[K] : never;

/** An endpoint's zod schemas: `query`, `body` and `response` as the table names them. */
export type EndpointSchemas<N extends EndpointName> = {
  [K in keyof SchemaNames<N>]: Named<SchemaNames<N>[K]>;
};

// Fails to compile, naming the culprit, when the table names a schema contracts does not export.
type TableNames = { [N in EndpointName]: SchemaNames<N>[keyof SchemaNames<N>] }[EndpointName];
type Unexported = Exclude<TableNames, keyof Contracts>;
export const everySchemaNameIsExported: [Unexported] extends [never] ? true : Unexported = true;

/** What the caller sends, before the server's parsing (ids may be numbers or digit strings). */
export type EndpointQuery<N extends EndpointName> =
  EndpointSchemas<N> extends { query: infer S extends z.ZodType } ? z.input<S> : undefined;
export type EndpointBody<N extends EndpointName> =
  EndpointSchemas<N> extends { body: infer S extends z.ZodType } ? z.input<S> : undefined;
/** The validated input a handler (or the API's declared-OU lookup) reads. */
export type EndpointQueryOut<N extends EndpointName> =
  EndpointSchemas<N> extends { query: infer S extends z.ZodType } ? z.output<S> : undefined;
export type EndpointBodyOut<N extends EndpointName> =
  EndpointSchemas<N> extends { body: infer S extends z.ZodType } ? z.output<S> : undefined;
/** The `data` of the endpoint's 200 envelope. */
export type EndpointData<N extends EndpointName> =
  EndpointSchemas<N> extends { response: infer S extends z.ZodType<{ data: unknown }> }
    ? z.output<S>['data']
    : never;

export function endpointSchemas<N extends EndpointName>(name: N): EndpointSchemas<N> {
  const named: Record<string, string> = endpoints[name].schemas;
  const resolved: Record<string, unknown> = {};
  for (const [part, schema] of Object.entries(named)) {
    resolved[part] = (contracts as Record<string, unknown>)[schema];
    if (!resolved[part]) throw new Error(`${name}: @cd/contracts exports no schema named ${schema}`);
  }
  return resolved as EndpointSchemas<N>;
}
