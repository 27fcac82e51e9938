// Route modules, in registration order. Each is a Fastify plugin that declares its own paths (spec §7).
import type { FastifyPluginAsync } from 'fastify';
import health from './health/routes';
import orgs from './orgs/routes';
import tech from './tech/routes';

export const routeModules: FastifyPluginAsync[] = [health, orgs, tech];
