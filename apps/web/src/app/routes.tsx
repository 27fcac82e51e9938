// THE route table: every path of spec §2. Access rules are not here: the guard (app/access-guard.tsx) applies
// decideAccess() of @portal/shared/domain/access to every path before anything renders.
//
// Contract for features: to build a page, replace its `page` with a lazily loaded component of your feature, e.g.
//   { path: '/jobs/open', title: 'openJobs', page: lazy(() => import('../features/jobs/routes/open-jobs')) },
// The page renders inside the layout (signed in: sidebar layout; signed out on a public path: public layout) and
// should show its title as the page's one <h1>. `title` is a key of the `routes` i18n namespace; it names the page in
// breadcrumbs. Pages are lazy on purpose: each is its own chunk (and a failed chunk load shows the update prompt).
import { type ComponentType, lazy } from 'react';
import { PARTNER_BOARDS } from '@portal/shared/constants';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { withMessages } from '../lib/i18n';
import { preloadable } from '../lib/preloadable';

export type AppRoute = {
  path: string;
  /** Key in the `routes` namespace. */
  title: string;
  /** The page; a titled placeholder until the page is built. */
  page?: ComponentType;
};

/** Each page's loader, kept so that the page of the address the app opens on can start loading at once. */
const loaders = new Map<ComponentType, () => Promise<PageModule>>();

/**
 * A page, loaded lazily. `messages`: i18n namespaces that are not in the first chunk and that the page shows from its
 * first render; they load with the page's chunk (at the same time), so the page does not wait for them after it has
 * loaded. Once its module is in, a newly shown page renders it directly instead of through React.lazy: the first page,
 * loaded before the app first renders (main.tsx), then shows in the first paint instead of after a Suspense fallback
 * and its reveal. Which of the two a shown page uses is chosen when it mounts and kept.
 */
function page(load: () => Promise<{ default: ComponentType } & PageModule>, messages?: string[]): ComponentType {
  const Page = preloadable(messages ? () => withMessages(load(), messages) : load);
  loaders.set(Page, Page.load);
  return Page;
}

const OpenJobs = page(() => import('../features/jobs/routes/open-jobs'), ['jobs']);
const JobDetail = page(() => import('../features/jobs/routes/job-detail'), ['jobs']);
const FavoriteJobs = page(() => import('../features/jobs/routes/favorite-jobs'), ['jobs']);
const Submissions = page(() => import('../features/jobs/routes/submissions'), ['jobs']);
const JobBoard = page(() => import('../features/jobs/routes/job-board'), ['jobs']);
const SignIn = page(() => import('../features/auth/routes/sign-in'));
const SignUp = page(() => import('../features/auth/routes/sign-up'));
const ResetPassword = page(() => import('../features/auth/routes/reset-password'));
const EnterCode = page(() => import('../features/auth/routes/enter-code'));
const NewPassword = page(() => import('../features/auth/routes/new-password'));
const LinkedInCallback = page(() => import('../features/auth/routes/linkedin-callback'));
const Profile = page(() => import('../features/auth/routes/profile'));
const Application = page(() => import('../features/application/routes/application'));
const ApplicationSuccess = page(() => import('../features/application/routes/success'));
const ApplicationReview = page(() => import('../features/application/routes/review'));
const Dashboard = page(() => import('../features/dashboard/routes/dashboard'), ['dashboard']);
const References = page(() => import('../features/references/routes/references'));
const AddReference = page(() => import('../features/references/routes/add-reference'));
const UpdateReference = page(() => import('../features/references/routes/update-reference'));
const VerifyReferences = page(() => import('../features/references/routes/verify-references'));
const SkillsChecklist = page(() => import('../features/skills/routes/skills-checklist'));
const SkillsPickTest = page(() => import('../features/skills/routes/pick-test'));
const SkillsTakeTest = page(() => import('../features/skills/routes/take-test'));
const SkillsChecklistView = page(() => import('../features/skills/routes/checklist-view'));
const QuickApplication = page(() => import('../features/skills/routes/quick-application'));
const QuickPickTest = page(() => import('../features/skills/routes/quick-pick-test'));
const QuickTakeTest = page(() => import('../features/skills/routes/quick-take-test'));
const QuickSuccess = page(() => import('../features/skills/routes/quick-success'));
const Subscription = page(() => import('../features/job-emails/routes/subscription'));
const JobEmails = page(() => import('../features/job-emails/routes/job-emails'));
const JobEmailHistory = page(() => import('../features/job-emails/routes/job-email-history'));
const Unsubscribe = page(() => import('../features/job-emails/routes/unsubscribe'));
const Subscribe = page(() => import('../features/job-emails/routes/subscribe'));
const Accounts = page(() => import('../features/account/routes/accounts'));
const Faqs = page(() => import('../features/faqs/routes/faqs'));
const LoginFromNewDevice = page(() => import('../features/faqs/routes/login-from-new-device'));

export const authRoutes: AppRoute[] = [
  // spec §2 Auth area. Optional utm_campaign is carried from sign-in to register (the pages' concern).
  { path: '/auth/login', title: 'signIn', page: SignIn },
  { path: '/auth/login/:source', title: 'signIn', page: SignIn },
  { path: '/auth/register', title: 'signUp', page: SignUp },
  { path: '/auth/register/:source', title: 'signUp', page: SignUp },
  { path: '/auth/reset-password', title: 'resetPassword', page: ResetPassword },
  // spec §4: request code, verify code (enter-code sub-page), then the new-password page.
  { path: '/auth/reset-password/enter-code', title: 'enterCode', page: EnterCode },
  { path: '/auth/reset-password/new-password', title: 'newPassword', page: NewPassword },
];

export const applicationRoutes: AppRoute[] = [
  { path: '/', title: 'dashboard', page: Dashboard },
  { path: '/skills/checklist', title: 'skillsChecklist', page: SkillsChecklist },
  { path: '/skills/checklist/pickTest', title: 'pickTest', page: SkillsPickTest },
  { path: '/skills/checklist/test', title: 'skillsTest', page: SkillsTakeTest },
  { path: '/skills/checklist/view/:id', title: 'skillsChecklist', page: SkillsChecklistView },
  { path: '/success', title: 'success', page: ApplicationSuccess },
  { path: '/subscription', title: 'subscription', page: Subscription },
  { path: '/submissions', title: 'submissions', page: Submissions },
  { path: '/jobs/email', title: 'jobEmails', page: JobEmails },
  { path: '/jobs/email/history', title: 'jobEmailHistory', page: JobEmailHistory },
  { path: '/jobs/open', title: 'openJobs', page: OpenJobs },
  // spec §2 calls it a "placeholder blank page"; the issue asks for the real job page.
  { path: '/openjobs/:id', title: 'openJob', page: JobDetail },
  { path: '/jobs/favorite', title: 'favoriteJobs', page: FavoriteJobs },
  { path: '/application', title: 'application', page: Application },
  // Submitting is a decision: the last step leads here, where every section is listed before the submit.
  { path: '/application/review', title: 'applicationReview', page: ApplicationReview },
  { path: '/editApplication', title: 'editApplication', page: Application },
  { path: '/edit/application', title: 'editApplication', page: Application },
  { path: '/references', title: 'references', page: References },
  { path: '/references/add', title: 'addReference', page: AddReference },
  { path: '/references/update', title: 'updateReference', page: UpdateReference },
  { path: '/accounts', title: 'accounts', page: Accounts },
  { path: '/profile', title: 'profile', page: Profile },
];

export const quickApplyRoutes: AppRoute[] = [
  { path: '/quick/application', title: 'quickApplication', page: QuickApplication },
  { path: '/quick/skills/checklist/pickTest', title: 'quickPickTest', page: QuickPickTest },
  { path: '/quick/skills/checklist/test', title: 'quickSkillsTest', page: QuickTakeTest },
  { path: '/quick/success', title: 'quickSuccess', page: QuickSuccess },
];

export const otherRoutes: AppRoute[] = [
  // spec §2: public because the path contains verify-references; the referee's page of the e-mailed link.
  { path: '/verify-references', title: 'references', page: VerifyReferences },
  { path: '/unsubscribe', title: 'unsubscribe', page: Unsubscribe },
  // spec §2: partner job boards (doc2docjobs is listed; the access rules name all six).
  ...PARTNER_BOARDS.map((board): AppRoute => ({ path: `/${board}`, title: 'jobBoard', page: JobBoard })),
  { path: '/subcribe', title: 'subscribe', page: Subscribe }, // sic (spec §2)
  { path: '/faqs', title: 'faqs', page: Faqs },
  { path: '/faqs/login-from-new-device', title: 'loginFromNewDevice', page: LoginFromNewDevice },
  { path: '/linkedin', title: 'linkedin', page: LinkedInCallback },
  { path: '/app/pages/invoice', title: 'invoice' },
];

/** Only in builds made with VITE_E2E=true (the browser tests' build): a page that throws while rendering, so the
 * tests can see the error screen and its report. Vite drops this branch, and the chunk, from normal builds. */
export const testRoutes: AppRoute[] =
  import.meta.env.VITE_E2E === 'true'
    ? [{ path: '/__test__/crash', title: 'dashboard', page: lazy(() => import('./test-crash')) }]
    : [];

export const allRoutes: AppRoute[] = [...authRoutes, ...applicationRoutes, ...quickApplyRoutes, ...otherRoutes, ...testRoutes];

const exactTitles = new Map(allRoutes.filter((route) => !route.path.includes(':')).map((route) => [route.path, route.title]));

const patternRoutes = allRoutes.filter((route) => route.path.includes(':'));

/** The title key of a path that is a route (/openjobs/<id> is "Open Job", not its id), for breadcrumbs. */
export function titleForPath(pathname: string): string | undefined {
  return exactTitles.get(pathname) ?? patternRoutes.find((route) => matchPath(route.path, pathname))?.title;
}

/**
 * Starts loading the page of `pathname` (its chunk and the chunks it imports) while the app itself starts, instead of
 * when the router first renders it: the first page shows one round trip sooner. main.tsx renders once it is in.
 * Resolves either way (a failed load shows when the page renders: the update prompt).
 */
export function preloadPage(pathname: string): Promise<PageModule | undefined> {
  const route = allRoutes.find(
    (candidate) => candidate.page && (candidate.path === pathname || matchPath(candidate.path, pathname)),
  );
  const load = route?.page ? loaders.get(route.page) : undefined;
  return load
    ? load().catch(() => undefined)
    : Promise.resolve(undefined);
}

/**
 * What a page's module may export besides the page: `prefetch` starts the calls the page makes first, as soon as its
 * module is in, and resolves (never rejects) once their answers are in. main.tsx renders the document's first page
 * after it (for a while at most): the page then shows with its data in its first paint, instead of painting empty
 * and rendering again, after that paint, as each answer comes in.
 */
export type PageModule = { prefetch?: (client: QueryClient, pathname: string) => Promise<unknown> };
