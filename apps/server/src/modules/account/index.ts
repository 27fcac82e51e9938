// My Account (/accounts): sign-in methods, devices, data export, deletion with a grace period, the activity log.
import type { FastifyPluginAsync } from 'fastify';
import { registerDeletionTask } from './deletion';
import routes from './routes';

const account: FastifyPluginAsync = async (app) => {
  registerDeletionTask(app);
  await app.register(routes);
};
export default account;
