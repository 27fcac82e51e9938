// The credentialing application module: sections and submit (routes.ts), documents (documents.ts), UserData and the
// candidate update (candidate.ts).
import type { FastifyPluginAsync } from 'fastify';
import candidate from './candidate';
import documents from './documents';
import sections from './routes';
import { registerReencryptTask } from './sealed';
import { cipherOf } from './service';

const application: FastifyPluginAsync = async (app) => {
  registerReencryptTask(app, cipherOf(app));
  await app.register(sections);
  await app.register(documents);
  await app.register(candidate);
};
export default application;
