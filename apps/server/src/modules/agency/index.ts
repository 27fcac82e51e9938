// The agency API (decision 033): keys (keys.ts, `portal agency:*` in cli.ts), the routes under /api/agency/v1, the log
// of reads the candidate sees (reads.ts). The list of agency events for webhooks is lib/agency-events.ts.
import type { FastifyPluginAsync } from 'fastify';
import routes from './routes';

const agency: FastifyPluginAsync = async (app) => {
  await app.register(routes);
};
export default agency;
