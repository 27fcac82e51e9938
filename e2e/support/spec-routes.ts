// Every path of spec §2 with the expected access decision signed out and signed in (a stored token), written from the
// spec on its own (not from the app's route table), so the browser test checks the app against the spec.
export type Expected = 'allow' | '/auth/login' | '/';

export type SpecRoute = { path: string; signedOut: Expected; signedIn: Expected };

const auth = (path: string): SpecRoute => ({ path, signedOut: 'allow', signedIn: '/' });
const app = (path: string): SpecRoute => ({ path, signedOut: '/auth/login', signedIn: 'allow' });
const open = (path: string): SpecRoute => ({ path, signedOut: 'allow', signedIn: 'allow' });

export const SPEC_ROUTES: SpecRoute[] = [
  // Auth area
  auth('/auth/login'),
  auth('/auth/login/google'),
  auth('/auth/register'),
  auth('/auth/register/campaign'),
  auth('/auth/reset-password'),
  auth('/auth/reset-password/enter-code'),
  auth('/auth/reset-password/new-password'),
  auth('/auth/no-such-step'),
  // Application routes
  app('/'),
  app('/skills/checklist'),
  app('/skills/checklist/pickTest'),
  app('/skills/checklist/test'),
  app('/success'),
  app('/subscription'),
  app('/submissions'),
  app('/jobs/email'),
  app('/jobs/email/history'),
  app('/jobs/open'),
  app('/openjobs/123'),
  app('/jobs/favorite'),
  app('/application'),
  app('/editApplication'),
  app('/edit/application'),
  app('/accounts'),
  app('/references'),
  app('/references/add'),
  app('/references/update'),
  app('/profile'),
  // Quick-apply routes
  open('/quick/application'),
  open('/quick/skills/checklist/pickTest'),
  open('/quick/skills/checklist/test'),
  open('/quick/success'),
  // Other routes
  open('/unsubscribe'),
  open('/doc2docjobs'),
  open('/tlcjobs'),
  open('/radjobs'),
  open('/lhsjobs'),
  open('/n2njobs'),
  open('/mynjobs'),
  open('/faqs'),
  // Public, but a login path: signed in, to / (spec §2: "With a token, visiting an auth or login path sends the user to /").
  { path: '/faqs/login-from-new-device', signedOut: 'allow', signedIn: '/' },
  open('/subcribe'),
  open('/linkedin'),
  app('/app/pages/invoice'),
  app('/no-such-page'),
  { path: '/somewhere/login', signedOut: '/auth/login', signedIn: '/' },
];
