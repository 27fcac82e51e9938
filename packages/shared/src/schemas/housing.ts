// Housing near a job, spec §7: POST /api/auth/get-Housing-Data. The search itself is a provider's; we pass the
// payload of the spec on and return its results in one shape.
import { z } from 'zod';
import { ok } from '../api';
import { ZStateCode } from './jobs';

const ZIsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.').meta({ format: 'date' });

export const ZHousingRequest = z
  .object({
    city: z.string().trim().min(1, 'City is required.').max(80),
    state: ZStateCode,
    zip: z.string().trim().regex(/^\d{5}$/, 'Zip must be 5 digits.'),
    checkIn: ZIsoDate,
    checkOut: ZIsoDate,
    guestCount: z.number().int().min(1).max(10).default(1),
    roomCount: z.number().int().min(1).max(10).default(1),
    retrySearchWithExpandedRadius: z.boolean().default(true),
    salesChannel: z.string().max(40).default('website'),
    org: z.string().max(64).optional(),
  })
  .refine((body) => body.checkOut > body.checkIn, { message: 'Check-out must be after check-in.', path: ['checkOut'] });
export type THousingRequest = z.input<typeof ZHousingRequest>;

export const ZHousingOption = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  distanceMiles: z.number().nullable(),
  nightlyRate: z.number().nullable(),
  totalPrice: z.number().nullable(),
  currency: z.string(),
  url: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type THousingOption = z.infer<typeof ZHousingOption>;

/** `available: false` means no housing provider is configured: the page shows it as information, not as an error. */
export const ZHousingResponse = ok(z.object({ available: z.boolean(), results: z.array(ZHousingOption) }));
export type THousingResult = z.infer<typeof ZHousingResponse>['data'];

/** spec §7: check-in is the job's start, check-out the start plus its duration in weeks (both YYYY-MM-DD). */
export function housingStayFor(job: { Estimated_Start_Date: string | null; Duration_Amount: number }, today = new Date()): { checkIn: string; checkOut: string } {
  const start = job.Estimated_Start_Date && job.Estimated_Start_Date > today.toISOString().slice(0, 10) ? new Date(`${job.Estimated_Start_Date}T00:00:00Z`) : today;
  const checkIn = start.toISOString().slice(0, 10);
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + job.Duration_Amount * 7));
  return { checkIn, checkOut: end.toISOString().slice(0, 10) };
}
