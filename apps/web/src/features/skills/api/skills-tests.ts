// The timed skills tests: GET /api/skills/tests, POST /api/skills/tests/:slug/start, PUT and POST .../attempts/:id.
// (One feature area, four small calls kept together: they share the attempt shape.)
import type { TTestAttempt, TTestStatus } from '@portal/shared/skills';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getTests(): Promise<TTestStatus[]> {
  return (await api.get<TTestStatus[]>('/api/skills/tests')).data;
}
/** Keyed by the page's language: the tests' names come in it (the request carries it as Accept-Language). */
export const testsQueryOptions = (language: string) => queryOptions({ queryKey: ['skills', 'tests', language], queryFn: getTests });
export function useTests(language: string) {
  return useQuery(testsQueryOptions(language));
}

export async function startTest(slug: string): Promise<TTestAttempt> {
  return (await api.postNoOrg<TTestAttempt>(`/api/skills/tests/${encodeURIComponent(slug)}/start`, {})).data;
}

export async function saveTestAnswers(id: string, answers: Record<string, number>): Promise<TTestAttempt> {
  return (await api.put<TTestAttempt>(`/api/skills/tests/attempts/${encodeURIComponent(id)}`, { answers })).data;
}

export async function submitTest(id: string, answers: Record<string, number>): Promise<TTestAttempt> {
  return (await api.postNoOrg<TTestAttempt>(`/api/skills/tests/attempts/${encodeURIComponent(id)}/submit`, { answers })).data;
}
