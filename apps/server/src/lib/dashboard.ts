// The dashboard's sources: each capability adds one (in its module's plugin) that returns its part of the dashboard
// data for a candidate; GET /api/candidate/dash merges them. One place, so adding a card is a source, not a new call.
import type { DashboardData } from '@portal/shared/dashboard';
import type { FastifyInstance } from 'fastify';

export type DashboardSource = (candidate: { id: string; orgId: string }, app: FastifyInstance) => Promise<Partial<DashboardData>>;

declare module 'fastify' {
  interface FastifyInstance {
    dashboardSources: DashboardSource[];
  }
}

export function addDashboardSource(app: FastifyInstance, source: DashboardSource): void {
  app.dashboardSources.push(source);
}
