// Route modules, in registration order. Each is a Fastify plugin that declares its own paths (spec §7).
import type { FastifyPluginAsync } from 'fastify';
import application from './application/index';
import auth from './auth/routes';
import health from './health/routes';
import jobs from './jobs/routes';
import orgs from './orgs/routes';
import profile from './profile/routes';
import tech from './tech/routes';
import uiSettings from './ui-settings/routes';

export const routeModules: FastifyPluginAsync[] = [health, orgs, tech, jobs, auth, profile, application, uiSettings];
