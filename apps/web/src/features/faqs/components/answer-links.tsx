// Links inside FAQ answers (<new>, <account>, <profile>, <application>, <reset>, <contact>): pages of the portal.
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/** Links inside answers: <new>, <account>, <profile>, <application>, <reset> name pages of the portal. */
const LINKS: Record<string, string> = {
  new: '/faqs/login-from-new-device',
  account: '/accounts',
  profile: '/profile',
  application: '/application',
  reset: '/auth/reset-password',
  contact: '#contact',
};
export const answerLinks = Object.fromEntries(
  Object.entries(LINKS).map(([name, to]) => [name, to.startsWith('#') ? <Link href={to} /> : <Link component={RouterLink} to={to} />]),
);

