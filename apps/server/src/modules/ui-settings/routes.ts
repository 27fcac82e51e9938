// The candidate's UI settings (spec §3 "UI settings", §2 settings drawer) and the guide flag (spec §4), always the
// signed-in candidate's own: no id is taken from the request.
import { ok } from '@portal/shared/api';
import { ZGuideSeenBody, ZUiSettingsState, ZUiSettingsUpdate } from '@portal/shared/schemas/ui-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { markGuideSeen, readUiSettings, resetUiSettings, updateUiSettings } from './service';

const ZStateResponse = ok(ZUiSettingsState);

const routes: FastifyPluginAsyncZod = async (app) => {
  const secured = { preHandler: app.requireCandidate };
  const security = [{ bearer: [] }];
  const owner = (user: { candidateId: string; orgId: string }) => ({ candidateId: user.candidateId, orgId: user.orgId });

  app.get(
    '/api/candidate/ui-settings',
    {
      ...secured,
      schema: {
        tags: ['ui-settings'],
        summary: 'UI settings (theme, mode, gradient, decoration, layout, background size, direction) and whether the guide was shown',
        description: 'settings is null until the candidate saves one; the web client then keeps the device\'s own.',
        security,
        response: { 200: ZStateResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, data: await readUiSettings(app, request.user!.candidateId) };
    },
  );

  app.put(
    '/api/candidate/ui-settings',
    {
      ...secured,
      schema: {
        tags: ['ui-settings'],
        summary: 'Change any of the UI settings; the others keep their value',
        description: '400 naming the field when a value is not one of the allowed ones.',
        security,
        body: ZUiSettingsUpdate,
        response: { 200: ZStateResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, message: 'Data has been updated', data: await updateUiSettings(app, owner(request.user!), request.body) };
    },
  );

  app.delete(
    '/api/candidate/ui-settings',
    { ...secured, schema: { tags: ['ui-settings'], summary: 'Back to the default UI settings', security, response: { 200: ZStateResponse } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, data: await resetUiSettings(app, request.user!.candidateId) };
    },
  );

  app.put(
    '/api/candidate/ui-settings/guide',
    {
      ...secured,
      schema: {
        tags: ['ui-settings'],
        summary: 'Record that the guide was shown (seen: true), or show it again at the next sign-in (seen: false)',
        security,
        body: ZGuideSeenBody,
        response: { 200: ZStateResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: true as const, data: await markGuideSeen(app, owner(request.user!), request.body.seen) };
    },
  );
};
export default routes;
