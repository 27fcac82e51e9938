// The recruiters module: the agency's recruiters, the candidate's choice and the recruiter's e-mail (routes.ts).
import type { FastifyPluginAsync } from 'fastify';
import routes from './routes';

const recruitersModule: FastifyPluginAsync = async (app) => {
  await app.register(routes);
};
export default recruitersModule;
