// The TypeScript types of the OpenAPI document, as openapi-typescript makes them for openapi-fetch (a file field of a
// multipart body is a Blob). test/generated/openapi.d.ts is this output for the current document; the client test
// checks that it still is (OPENAPI_TYPES=write rewrites it).
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

export const GENERATED_TYPES = new URL('../generated/openapi.d.ts', import.meta.url);

const HEADER = '// Generated from /api/openapi.json by openapi-typescript (test/helpers/openapi-types.ts); do not edit.\n// OPENAPI_TYPES=write npx vitest run apps/server/test/openapi-client.test.ts writes it again.\n';

export async function generateTypes(document: object): Promise<string> {
  const blob = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
  const ast = await openapiTS(document as never, {
    transform(schema) {
      if (schema.format === 'binary') return blob;
      return undefined;
    },
  });
  return HEADER + astToString(ast);
}
