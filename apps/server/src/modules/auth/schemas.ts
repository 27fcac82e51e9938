// Request and response schemas of the account calls (OpenAPI is generated from them).
import { ZUserData } from '@portal/shared/application/contract';
import { ZProfile, ZSession } from '@portal/shared/schemas/auth';
import { z } from 'zod';

export const ZMessageOnly = z.object({ status: z.literal(true), message: z.string() });
export const ZSessionResponse = z.object({ status: z.literal(true), message: z.string().optional(), data: ZSession });
/** Login answers with a session, or (magic link requested) with a message and data.sent. */
export const ZLoginResponse = z.union([
  ZSessionResponse,
  z.object({ status: z.literal(true), message: z.string(), data: z.object({ sent: z.literal(true) }) }),
]);
export const ZDeliverableResponse = z.object({ status: z.literal(true), data: z.object({ isDeliverable: z.boolean() }) });
export const ZAvailabilityResponse = z.object({
  status: z.literal(true),
  data: z.object({ isDeliverable: z.boolean(), isAvailable: z.boolean() }),
});
export const ZProvidersResponse = z.object({
  status: z.literal(true),
  data: z.object({ google: z.boolean(), facebook: z.boolean(), linkedin: z.boolean() }),
});
export const ZProfileResponse = z.object({ status: z.literal(true), data: ZProfile });
/** GET /api/candidate/profile: the client reads data.data (spec §7). */
export const ZCandidateProfileResponse = z.object({ status: z.literal(true), data: z.object({ data: ZProfile.extend(ZUserData.shape) }) });
