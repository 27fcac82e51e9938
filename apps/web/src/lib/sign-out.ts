// Signing out from anywhere in the app (spec §4 "Logout wipes persisted state and the jwt"): the server revokes the
// session and clears the username cookie; the client wipes its state whether or not the server answered.
import { api } from './api-client';
import { clearSession } from './auth-store';

export async function signOut(): Promise<void> {
  await api.postNoOrg('/api/auth/logout', {}).catch(() => undefined);
  clearSession();
}
