// Route modules, in registration order. Each is a Fastify plugin that declares its own paths (spec §7).
import type { FastifyPluginAsync } from 'fastify';
import account from './account/index';
import serverLanguage from './account/language';
import agency from './agency/index';
import application from './application/index';
import auth from './auth/routes';
import dashboard from './dashboard/index';
import health from './health/routes';
import jobEmails from './job-emails/index';
import jobs from './jobs/routes';
import notices from './notices/index';
import orgs from './orgs/routes';
import profile from './profile/routes';
import quickApply from './quick-apply/index';
import recruiters from './recruiters/index';
import references from './references/index';
import skills from './skills/index';
import support from './support/index';
import tech from './tech/routes';
import uiSettings from './ui-settings/routes';

export const routeModules: FastifyPluginAsync[] = [
  // Server messages in the candidate's language: first, at the root, so it sees every answer (account/language.ts).
  serverLanguage,
  health,
  orgs,
  tech,
  jobs,
  auth,
  profile,
  application,
  uiSettings,
  recruiters,
  dashboard,
  references,
  skills,
  quickApply,
  jobEmails,
  account,
  support,
  agency,
  notices,
];
