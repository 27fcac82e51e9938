// Support: the contact form (the FAQs themselves are content of the web app, in every language).
import type { FastifyPluginAsync } from 'fastify';
import contact from './contact';

const support: FastifyPluginAsync = async (app) => {
  await app.register(contact);
};
export default support;
