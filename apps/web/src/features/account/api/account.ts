// My Account calls: GET /api/account (sign-in methods, devices, pending deletion, activity) and its actions.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clearSession } from '../../../lib/auth-store';
import { signInPath } from '../../../lib/home-board';
import { navigateTo } from '../../../lib/navigation';
import { rememberReturnPath } from '../../../lib/return-path';
import { signOut } from '../../../lib/sign-out';
import { downloadFile } from '../../../lib/transfer';

export type Provider = 'google' | 'facebook' | 'linkedin';
export type Device = { id: string; browser: string; os: string; mobile: boolean; method: string; signedInAt: string; lastSeenAt: string; current: boolean };
export type Activity = { id: string; action: string; detail: Record<string, unknown> | null; userAgent: string | null; createdAt: string };
export type Account = {
  email: string;
  emailVerified: boolean;
  hasPassword: boolean;
  providers: { provider: Provider; label: string; available: boolean; connected: boolean; email: string | null; connectedAt: string | null }[];
  devices: Device[];
  deletion: { requestedAt: string; dueAt: string } | null;
  activity: Activity[];
};

export const accountQueryOptions = () =>
  queryOptions({ queryKey: ['account'], queryFn: async () => (await api.get<Account>('/api/account')).data });

export const useAccount = () => useQuery(accountQueryOptions());

function useAccountAction<V>(run: (value: V) => Promise<{ message?: string }>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: ['account'] }) });
}

export const useSignOutDevice = () => useAccountAction((id: string) => api.delete<null>(`/api/account/devices/${encodeURIComponent(id)}`));
export const useSignOutOthers = () => useAccountAction(() => api.postNoOrg<{ count: number }>('/api/account/devices/sign-out-others'));
export const useDisconnect = () => useAccountAction((provider: Provider) => api.delete<null>(`/api/account/identities/${provider}`));
export const useCancelDeletion = () => useAccountAction(() => api.postNoOrg<null>('/api/account/delete/cancel'));

/** Connect: the provider's sign-in opens; its return (the usual callback page) links it and comes back here. */
export function useConnect() {
  return useMutation({
    mutationFn: async (provider: Provider) => {
      const { data } = await api.postNoOrg<{ url: string }>(`/api/account/identities/${provider}/connect`);
      rememberReturnPath('/accounts');
      window.location.assign(data.url);
    },
  });
}

/**
 * Asks for the deletion with a fresh proof: the password, or (an account without one) a recent sign-in. Every device is
 * signed out at once, this one too.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (proof: { confirm: string; password?: string }) => (await api.postNoOrg<{ dueAt: string }>('/api/account/delete', proof)).data,
  });
}

/** The server's answer to a deletion asked too long after signing in (an account without a password). */
export const SIGN_IN_AGAIN = 'SIGN_IN_AGAIN';

/** Signs out and opens sign-in, which comes back to My Account. */
export async function signInAgainToDelete(): Promise<void> {
  await signOut();
  navigateTo(`${signInPath()}?redirect=${encodeURIComponent('/accounts')}`, { replace: true });
}

export function leaveAfterDeletion(): void {
  clearSession();
  navigateTo(signInPath(), { replace: true });
}

/** GET /api/account/export with the token, handed to the browser as my-data-<date>.zip (the server's name). */
export const downloadExport = () => downloadFile('/api/account/export', 'my-data.zip', { serverName: true });

export const useDownloadExport = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: downloadExport, onSuccess: () => client.invalidateQueries({ queryKey: ['account'] }) });
};
