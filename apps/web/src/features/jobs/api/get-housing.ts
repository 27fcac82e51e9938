// spec §7: POST /api/auth/get-Housing-Data {city, state, zip, checkIn, checkOut, guestCount 1, roomCount 1,
// retrySearchWithExpandedRadius true, salesChannel website} → results. Asked for when the candidate opens the panel.
import { type THousingResult, housingStayFor } from '@portal/shared/schemas/housing';
import type { TCandidateJob } from '@portal/shared/schemas/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type JobPlace = Pick<TCandidateJob, '_id' | 'City' | 'State' | 'Zip' | 'Estimated_Start_Date' | 'Duration_Amount'>;

export async function getHousing(job: JobPlace): Promise<THousingResult> {
  const stay = housingStayFor(job);
  const response = await api.post<THousingResult>('/api/auth/get-Housing-Data', {
    city: job.City,
    state: job.State,
    zip: job.Zip,
    ...stay,
    guestCount: 1,
    roomCount: 1,
    retrySearchWithExpandedRadius: true,
    salesChannel: 'website',
  });
  return response.data;
}

export const housingQueryOptions = (job: JobPlace) =>
  queryOptions({ queryKey: ['jobs', 'housing', job._id], queryFn: () => getHousing(job), staleTime: 10 * 60_000 });

export function useHousing(job: JobPlace, enabled: boolean) {
  return useQuery({ ...housingQueryOptions(job), enabled });
}

/** Whether this portal has a housing provider: without one, job pages offer no housing search. Asked once. */
export function useHousingAvailable() {
  return useQuery({
    queryKey: ['jobs', 'housing', 'available'],
    queryFn: async () => (await api.get<{ available: boolean }>('/api/auth/get-Housing-Data')).data.available,
    staleTime: Infinity,
  });
}
