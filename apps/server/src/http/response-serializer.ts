import type { FastifySerializerCompiler } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { ResponseSerializationError, serializerCompiler as encodingSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import fastJson from 'fast-json-stringify';

type AnySchema = z.core.$ZodType;

// Schema kinds whose parse and encode give the same value: they check, never change, a value
// (no transform, pipe, codec, default, prefault or catch). Anything not listed keeps encode.
const LEAVES = new Set(['string', 'number', 'boolean', 'bigint', 'null', 'undefined', 'any', 'unknown', 'literal', 'enum', 'date', 'nan']);
const WRAPPERS = new Set(['optional', 'nullable', 'nonoptional', 'readonly']);

/** True when nothing in the schema changes a value on the way through (parse equals encode). */
export function isCheckOnlySchema(schema: AnySchema, seen = new Set<AnySchema>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const all = (schemas: readonly AnySchema[]) => schemas.every((inner) => isCheckOnlySchema(inner, seen));
  if (LEAVES.has(def.type)) return true;
  if (WRAPPERS.has(def.type)) return isCheckOnlySchema(def.innerType as AnySchema, seen);
  switch (def.type) {
    case 'object':
      return all(Object.values(def.shape as Record<string, AnySchema>)) && (def.catchall === undefined || isCheckOnlySchema(def.catchall as AnySchema, seen));
    case 'array':
      return isCheckOnlySchema(def.element as AnySchema, seen);
    case 'union':
      return all(def.options as AnySchema[]);
    case 'record':
      return all([def.keyType as AnySchema, def.valueType as AnySchema]);
    case 'tuple':
      return all(def.items as AnySchema[]) && (def.rest === null || def.rest === undefined || isCheckOnlySchema(def.rest as AnySchema, seen));
    case 'intersection':
      return all([def.left as AnySchema, def.right as AnySchema]);
    case 'lazy':
      return isCheckOnlySchema((def.getter as () => AnySchema)(), seen);
    default:
      return false;
  }
}

/**
 * The answers' serializer (every route's but the quote routes', which use writtenBySchemaCompiler
 * below): every answer is checked against its route's response schema, as
 * fastify-type-provider-zod does, but with zod's parse wherever the schema only checks (every
 * route's today). The library encodes, and zod's encode runs each schema that has checks twice
 * (a first pass without the checks, then the checks and a second pass), with a copy of the
 * context each time. Measured in process (issue 17): the new-amount quote's answer 28.0 µs with
 * encode, 6.6 µs with parse; get/country's 10.8 and 3.8 µs; against get/country's 56.5 µs of CPU
 * per request. A schema that transforms keeps the library's encode.
 */
export const serializerCompiler: FastifySerializerCompiler<AnySchema | { properties: AnySchema }> = (route) => {
  const { schema, method, url } = route;
  if (!(schema instanceof z.core.$ZodType) || !isCheckOnlySchema(schema)) return encodingSerializerCompiler(route);
  return (data: unknown) => {
    const result = z.safeParse(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};

/**
 * Fastify's own response serialization (fast-json-stringify, compiled from the route's response
 * schema as JSON Schema): it writes the schema's fields in order and nothing else, fails on a
 * missing required field, and checks no value. For the quote routes only, whose every answer the
 * widget checks on arrival (api/quotes) and whose figures the server's tests hold to the contract
 * (issue 17: "the quote routes validate their answers like every other route, or the widget
 * validates them"). Measured (the two builds in turns under new-amount load, 11 rounds of 20,000
 * quotes, CPU of the process): 138 -> 128.5 µs per quote, a median 9 µs less, get/country 65 µs;
 * in a loop 4.3 -> 1.9 µs per answer.
 */
export function writtenBySchemaCompiler<S>(route: FastifyRouteSchemaDef<S>): (data: unknown) => string {
  const { schema } = route;
  if (schema instanceof z.core.$ZodType && isCheckOnlySchema(schema)) {
    return fastJson(z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' }) as Parameters<typeof fastJson>[0]);
  }
  // Anything else as every other route's answers (fastify-type-provider-zod takes any schema).
  return serializerCompiler(route as FastifyRouteSchemaDef<AnySchema>);
}
