// Job e-mails: the subscription, the alert worker on the durable queue, the history, unsubscribe and public subscribe.
import type { FastifyPluginAsync } from 'fastify';
import { addDashboardSource } from '../../lib/dashboard';
import { registerAlertTasks } from './alerts';
import { emailsSource } from './history';
import routes from './routes';

const jobEmails: FastifyPluginAsync = async (app) => {
  registerAlertTasks(app);
  addDashboardSource(app, emailsSource);
  await app.register(routes);
};
export default jobEmails;
