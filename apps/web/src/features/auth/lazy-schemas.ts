// The auth schemas (zod, about 25 KiB on the wire) load with the first check that needs them, not with the sign-in
// page: the page asks for them as soon as a field is touched, so the check itself rarely waits. The shared schemas
// stay the only rules (and the server's authority); nothing here restates them.
import type * as Resolvers from '@hookform/resolvers/zod';
import type * as AuthSchemaModule from '@portal/shared/schemas/auth';
import type { FieldValues, Resolver } from 'react-hook-form';

type AuthSchemas = typeof AuthSchemaModule;

let loading: Promise<[AuthSchemas, typeof Resolvers]> | null = null;

/** Starts loading the schemas and the form resolver (once); later calls return the same promise. */
export function loadAuthSchemas() {
  loading ??= Promise.all([import('@portal/shared/schemas/auth'), import('@hookform/resolvers/zod')]).catch((error: unknown) => {
    loading = null; // a failed load (network) is tried again by the next check
    throw error;
  });
  return loading;
}

/** A react-hook-form resolver that checks with `pick(schemas)` once the schemas have loaded. */
export function lazyZodResolver<T extends FieldValues>(pick: (schemas: AuthSchemas) => Parameters<typeof Resolvers.zodResolver>[0]): Resolver<T> {
  return async (values, context, options) => {
    const [schemas, { zodResolver }] = await loadAuthSchemas();
    return (zodResolver(pick(schemas)) as unknown as Resolver<T>)(values, context, options);
  };
}
