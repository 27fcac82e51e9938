// The dashboard module (spec §2 "/", §3 dashboardData, §7): the merged dashboard data, the analytics and the
// realtime stream of the candidate's events.
import type { FastifyPluginAsync } from 'fastify';
import routes from './routes';

const dashboard: FastifyPluginAsync = async (app) => {
  await app.register(routes);
};
export default dashboard;
