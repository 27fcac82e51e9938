// The auth schemas (zod, about 25 KiB on the wire) load with the first check that needs them, not with the sign-in
// page: the page asks for them with the first key or click in its form, so a check rarely waits. The shared schemas
// stay the only rules (and the server's authority); nothing here restates them.
import type * as AuthSchemaModule from '@portal/shared/schemas/auth';

type AuthSchemas = typeof AuthSchemaModule;

let loading: Promise<AuthSchemas> | null = null;

/** Starts loading the schemas (once); later calls return the same promise. */
export function loadAuthSchemas(): Promise<AuthSchemas> {
  loading ??= import('@portal/shared/schemas/auth').catch((error: unknown) => {
    loading = null; // a failed load (network) is tried again by the next check
    throw error;
  });
  return loading;
}
