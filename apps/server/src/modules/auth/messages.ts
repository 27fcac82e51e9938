// The auth module's own messages (those of spec §5 live in packages/shared): a leaf, so that other modules (My Account's
// deletion) can show them without importing the auth service.
export const MESSAGES = {
  invalidCredentials: 'The email or password is incorrect.',
  signupSent: 'Thank you! Check your email for a link to confirm your address and sign in.',
  magicSent: 'Check your email: if an account exists for it, we have sent you a sign-in link.',
  linkInvalid: 'This link is invalid or has expired. Please request a new one.',
  resetSent: 'Check your email: if an account exists for it, we have sent you a code.',
  codeInvalid: 'The code is not valid or has expired.',
  resetGrantInvalid: 'Your reset session has expired. Please request a new code.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  oldPasswordWrong: 'Your current password is incorrect.',
  passwordChanged: 'Your password has been changed.',
  passwordChangeSent: 'We have sent you an email. Open its link to confirm your new password.',
  passwordConfirmed: 'Your password is set. You can now sign in with it.',
  signupPasswordRequired: 'Type the password you chose when you signed up to finish creating your account.',
  signupPasswordMismatch:
    'This is not the password chosen when this account was requested. Type it again, or sign up again to choose a new one.',
  newPasswordRequired: 'Type your new password again to confirm it.',
  newPasswordMismatch: 'This is not the new password you chose. Type it again, or set it again from your profile.',
} as const;
