// What the signed-in layout shows about the candidate's profile on every page: the incomplete-profile banner and the
// specialty picker dialog (spec §2, §4). The dialog's code (a modal, checkboxes) loads only for a candidate it opens
// for: with the page's first calls (prefetchProfileNotices), so it is open in the first paint.
import { needsSpecialtyPicker } from '@portal/shared/application/specialties';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { preloadable } from '../../../lib/preloadable';
import { type UserData, candidateProfileQueryOptions, specialtyValues, useCandidateProfile } from '../api/get-candidate-profile';
import { IncompleteProfileBanner } from './incomplete-profile-banner';

const SpecialtyDialog = preloadable(() => import('./specialty-dialog').then((module) => ({ default: module.SpecialtyDialog })));

const needsDialog = (userData: UserData | null | undefined) =>
  Boolean(userData) && needsSpecialtyPicker(specialtyValues(userData));

/** The candidate's profile, and the specialty dialog's code when the profile needs the dialog. */
export async function prefetchProfileNotices(client: QueryClient): Promise<void> {
  await client.prefetchQuery(candidateProfileQueryOptions());
  if (needsDialog(client.getQueryData(candidateProfileQueryOptions().queryKey))) await SpecialtyDialog.load();
}

/** `dialogsPaused`: another modal (the guide) is open; the specialty dialog opens once it closes. */
export default function ProfileNotices({ dialogsPaused = false }: { dialogsPaused?: boolean }) {
  const profile = useCandidateProfile();
  return (
    <>
      <IncompleteProfileBanner />
      {needsDialog(profile.data) && (
        <Suspense fallback={null}>
          <SpecialtyDialog paused={dialogsPaused} />
        </Suspense>
      )}
    </>
  );
}
