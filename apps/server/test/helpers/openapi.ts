// Requests made from the OpenAPI document alone (test/openapi-contract.test.ts): fast-check arbitraries of the values a
// JSON schema allows, and a check of each answer against what the document declares for its status.
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv, type ValidateFunction } from 'ajv';
import fc from 'fast-check';

export type Schema = {
  type?: string;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  default?: unknown;
};
export type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: Schema };
export type Response = { description?: string; content?: Record<string, { schema?: Schema }> };
export type Operation = {
  method: string;
  path: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, Response>;
};
export type Document = { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> };

/** The document with every $ref resolved, and its operations. */
export async function operationsOf(document: object): Promise<Operation[]> {
  const resolved = (await SwaggerParser.dereference(structuredClone(document) as never)) as unknown as Document;
  return Object.entries(resolved.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
  );
}

/** Strings that fit a pattern the generator cannot draw from (look-arounds): tried in turn. */
const PATTERN_SAMPLES = ['Casey', 'Jordan', 'TX', '12345', '(555) 123-4567', '555-123-4567', '2026-01-15', '2026-01', 'Passw0rd!', 'a', 'A1', 'x-1'];

function stringOf(schema: Schema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? min + 24, min + 24);
  const fits = (s: string) => s.length >= min && (schema.maxLength === undefined || s.length <= schema.maxLength);
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter((s) => s.length <= (schema.maxLength ?? 254));
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc.date({ min: new Date('1950-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'binary':
      return fc.constant('file');
  }
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    const samples = PATTERN_SAMPLES.filter((s) => pattern.test(s) && fits(s));
    try {
      const drawn = fc.stringMatching(pattern).filter(fits);
      // Check that the arbitrary draws at all before trusting it (look-arounds are not drawn as asked).
      fc.sample(drawn, { numRuns: 3, seed: 1 });
      return samples.length ? fc.oneof(drawn, fc.constantFrom(...samples)) : drawn;
    } catch {
      return samples.length ? fc.constantFrom(...samples) : fc.string({ minLength: min, maxLength: max });
    }
  }
  return fc.string({ minLength: min, maxLength: max, unit: 'grapheme-ascii' });
}

function numberOf(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const exMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : schema.exclusiveMinimum ? schema.minimum : undefined;
  const exMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : schema.exclusiveMaximum ? schema.maximum : undefined;
  const min = exMin !== undefined ? exMin + (integer ? 1 : 1e-6) : (schema.minimum ?? -1_000_000);
  const max = exMax !== undefined ? exMax - (integer ? 1 : 1e-6) : (schema.maximum ?? 1_000_000);
  const lo = Math.max(min, -1_000_000_000);
  const hi = Math.min(max, 1_000_000_000);
  return integer ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }) : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
}

/** Values the schema allows. */
export function valueOf(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant({});
  const base = ((): fc.Arbitrary<unknown> => {
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const choices = schema.anyOf ?? schema.oneOf;
    if (choices) return fc.oneof(...choices.map((choice) => valueOf({ ...choice, nullable: false }, depth + 1)));
    if (schema.allOf) return valueOf(Object.assign({}, ...schema.allOf), depth + 1);
    switch (schema.type) {
      case 'string':
        return stringOf(schema);
      case 'integer':
        return numberOf(schema, true);
      case 'number':
        return numberOf(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(valueOf(schema.items, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)) });
      case 'object':
      case undefined: {
        if (!schema.properties && schema.type === undefined) return fc.jsonValue({ maxDepth: 2 });
        const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, valueOf(property, depth + 1)]));
        return fc.record(properties, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
      }
      default:
        return fc.constant(null);
    }
  })();
  return schema.nullable ? fc.option(base, { nil: null, freq: 5 }) : base;
}

/** Values the schema refuses, or may refuse: wrong types, one required field left out, one field of the wrong type. */
export function mutantOf(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const wrong = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(12345, true, null, [], {}, 'x'.repeat(5000), '\u0000', -1e308));
  if (!schema?.properties) return wrong;
  const names = Object.keys(schema.properties);
  return fc.oneof(
    wrong,
    fc.tuple(valueOf(schema), fc.constantFrom(...names), wrong).map(([value, name, bad]) => ({ ...(value as object), [name]: bad })),
    ...(schema.required?.length ? [fc.tuple(valueOf(schema), fc.constantFrom(...schema.required)).map(([value, name]) => omit(value as object, name))] : []),
  );
}

/** OpenAPI 3.0's `nullable` on a schema without `type` (a union, anything) as JSON Schema says it, for Ajv. */
function forAjv(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forAjv);
  if (!schema || typeof schema !== 'object') return schema;
  const out = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, key === 'enum' || key === 'default' || key === 'example' ? value : forAjv(value)])) as Schema;
  if (out.nullable && !out.type) {
    delete out.nullable;
    const choices = out.anyOf ?? out.oneOf;
    if (choices) (out as Record<string, unknown>)[out.anyOf ? 'anyOf' : 'oneOf'] = [...choices, { type: 'null' }];
  }
  return out;
}

const omit = (value: object, name: string) => Object.fromEntries(Object.entries(value).filter(([key]) => key !== name));

/** One checker of answers against the document: the status must be declared, and the body fit the schema declared for it. */
export function answerChecker() {
  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
  ajv.addFormat('email', /^[^\s@]+@[^\s@]+$/);
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  ajv.addFormat('date-time', { validate: (s: string) => !Number.isNaN(Date.parse(s)) });
  ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
  ajv.addFormat('binary', true);
  ajv.addFormat('uri', { validate: (s: string) => URL.canParse(s) });
  const compiled = new Map<object, ValidateFunction>();
  return (operation: Operation, answer: { statusCode: number; headers: Record<string, unknown>; body: string }): string | null => {
    const status = String(answer.statusCode);
    const declared = operation.responses[status] ?? operation.responses[`${status[0]}XX`];
    if (!declared) return `status ${status} is not declared (declared: ${Object.keys(operation.responses).join(', ')})`;
    const type = String(answer.headers['content-type'] ?? '').split(';')[0]!.trim();
    if (!declared.content) return answer.body.length && answer.statusCode !== 204 ? `status ${status} declares no body, got ${type}` : null;
    const content = declared.content[type];
    if (!content) return `status ${status} answered ${type || 'no content type'}; declared ${Object.keys(declared.content).join(', ')}`;
    if (type !== 'application/json' || !content.schema) return null;
    let validate = compiled.get(content.schema);
    if (!validate) compiled.set(content.schema, (validate = ajv.compile(forAjv(content.schema) as object)));
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return `status ${status}: the body is not JSON`;
    }
    if (!validate(body)) return `status ${status}: the body does not fit its schema: ${ajv.errorsText(validate.errors)}: ${answer.body.slice(0, 300)}`;
    return null;
  };
}
