// The agency API (decision 033): keys (keys.ts, `portal agency:*` in cli.ts), the routes under /api/agency/v1, the log
// of reads the candidate sees (reads.ts). The list of agency events is lib/agency-events.ts; their webhooks, delivered
// by a queue task, are webhooks.ts (decision 036).
import type { FastifyPluginAsync } from 'fastify';
import routes from './routes';
import { registerWebhookTask } from './webhooks';

const agency: FastifyPluginAsync = async (app) => {
  await app.register(routes);
  registerWebhookTask(app);
};
export default agency;
