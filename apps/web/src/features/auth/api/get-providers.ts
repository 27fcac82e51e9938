// Which social sign-in providers the server has configured; the others' buttons are hidden.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type Providers = { google: boolean; facebook: boolean; linkedin: boolean };

export async function getProviders(): Promise<Providers> {
  return (await api.get<Providers>('/api/auth/providers')).data;
}

export const getProvidersQueryOptions = () =>
  queryOptions({ queryKey: ['auth-providers'], queryFn: getProviders, staleTime: 10 * 60_000 });

export function useProviders() {
  return useQuery(getProvidersQueryOptions());
}
