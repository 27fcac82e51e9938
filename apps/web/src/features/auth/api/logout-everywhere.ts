// "Sign out on every device": the server ends every session of the account and spends its open e-mailed links and
// codes (security.md item 19); this device then wipes its state like a logout.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function logoutEverywhere(): Promise<void> {
  await api.postNoOrg('/api/auth/logout-everywhere', {});
}

export function useLogoutEverywhere() {
  return useMutation({ mutationFn: logoutEverywhere });
}
