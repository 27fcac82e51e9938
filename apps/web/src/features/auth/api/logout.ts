// Logout (spec §4): the server revokes the session and clears the username cookie; the client wipes its state anyway.
import { api } from '../../../lib/api-client';

export async function logout(): Promise<void> {
  await api.postNoOrg('/api/auth/logout', {}).catch(() => undefined);
}
