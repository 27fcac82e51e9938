// References (spec §1, §3, §5, §7): the candidate's calls (routes.ts), the referee's public page calls (referee.ts),
// the e-mails and reminders through the queue (mail.ts), and the dashboard's references part.
import type { FastifyPluginAsync } from 'fastify';
import { addDashboardSource } from '../../lib/dashboard';
import { registerReferenceTasks } from './mail';
import referee from './referee';
import candidateRoutes from './routes';
import { referencesSource } from './service';

const references: FastifyPluginAsync = async (app) => {
  registerReferenceTasks(app);
  addDashboardSource(app, referencesSource);
  await app.register(candidateRoutes);
  await app.register(referee);
};
export default references;
