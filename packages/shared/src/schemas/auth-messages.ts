// The accounts' field messages (spec §5, byte for byte), without zod: the web app's sign-in page looks them up for
// translation before any schema is loaded. `auth.ts` builds its schemas with them.
import {
  FIRST_NAME_MAX,
  FIRST_NAME_MIN,
  LAST_NAME_MAX,
  LAST_NAME_MIN,
  PROFILE_DESCRIPTION_MAX,
  REFERRAL_NAME_MAX,
  REFERRAL_NAME_MIN,
} from '../constants';

export const AUTH_MESSAGES = {
  emailRequired: 'Please enter an email.',
  emailInvalid: 'Please enter a valid email.',
  /** spec §5: the e-mail field's own on-blur states. */
  emailFieldInvalid: 'Please enter valid email.',
  emailNotDeliverable: 'Not deliverable email.',
  passwordRequired: 'Please enter your password.',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password should be no longer than 15 characters',
  passwordPattern: 'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and one special case Character',
  passwordsMustMatch: 'Passwords must match',
  oldPasswordRequired: 'Please enter your current password.',
  onlyAlphabets: 'Please enter only alphabets.',
  firstNameMin: `First name must be at least ${FIRST_NAME_MIN} characters`,
  firstNameMax: `First name should be no longer than ${FIRST_NAME_MAX} characters`,
  lastNameMin: `Last name must be at least ${LAST_NAME_MIN} characters`,
  lastNameMax: `Last name should be no longer than ${LAST_NAME_MAX} characters`,
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  referralNameMin: `Referral name must be at least ${REFERRAL_NAME_MIN} characters`,
  referralNameMax: `Referral name should be no longer than ${REFERRAL_NAME_MAX} characters`,
  descriptionMax: `Description should be no longer than ${PROFILE_DESCRIPTION_MAX} characters`,
  codeRequired: 'Please enter the code.',
  codeInvalid: 'The code is 6 digits.',
  phoneInvalid: 'Phone number is not valid.',
} as const;
