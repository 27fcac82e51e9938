// spec §7: GET /submodalitiesList → the specialties a subscription can name.
import type { TSpecialty } from '@portal/shared/schemas/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getSpecialties(): Promise<TSpecialty[]> {
  return (await api.get<TSpecialty[]>('/submodalitiesList', { anonymous: true })).data;
}

export const specialtiesQueryOptions = () => queryOptions({ queryKey: ['jobs', 'specialties'], queryFn: getSpecialties, staleTime: 60 * 60_000 });

export function useSpecialties() {
  return useQuery(specialtiesQueryOptions());
}
