// Route modules, in registration order. Each is a Fastify plugin that declares its own paths (spec §7).
import type { FastifyPluginAsync } from 'fastify';
import application from './application/index';
import auth from './auth/routes';
import dashboard from './dashboard/index';
import health from './health/routes';
import jobEmails from './job-emails/index';
import jobs from './jobs/routes';
import orgs from './orgs/routes';
import profile from './profile/routes';
import recruiters from './recruiters/index';
import tech from './tech/routes';

import references from './references/index';
import quickApply from './quick-apply/index';
import skills from './skills/index';
export const routeModules: FastifyPluginAsync[] = [health, orgs, tech, jobs, auth, profile, application, recruiters, dashboard, references, skills, quickApply, jobEmails];
