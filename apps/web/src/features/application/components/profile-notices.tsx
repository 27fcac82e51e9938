// What the signed-in layout shows about the candidate's profile on every page: the incomplete-profile banner and the
// specialty picker dialog (spec §2, §4).
import { IncompleteProfileBanner } from './incomplete-profile-banner';
import { SpecialtyDialog } from './specialty-dialog';

export default function ProfileNotices() {
  return (
    <>
      <IncompleteProfileBanner />
      <SpecialtyDialog />
    </>
  );
}
