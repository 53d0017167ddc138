/**
 * Validates JSON against the schemas of the JSON API's OpenAPI document (app/server/api/openapi.json),
 * so the tests keep the document true to what the routes answer.
 */
import fs from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const document: unknown = JSON.parse(fs.readFileSync(new URL('../../app/server/api/openapi.json', import.meta.url), 'utf8'));

// The document is more than a JSON Schema (paths, info): non-schema keywords are allowed.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(document as object, 'openapi');

export const openapiDocument = document as {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, unknown> };
};

/** The problems of `value` against `#/components/schemas/{name}`, as readable lines (empty when valid). */
export function schemaProblems(name: string, value: unknown): string[] {
  const validate = ajv.getSchema(`openapi#/components/schemas/${name}`);
  if (!validate) throw new Error(`no schema ${name}`);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
}
