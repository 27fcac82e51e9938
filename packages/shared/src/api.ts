// The response envelope every call of spec §7 uses: {status, data} on success, {status:false, message} on failure.
import { z } from 'zod';

export const ZApiError = z.object({
  status: z.literal(false),
  message: z.string(),
  /** Field-level problems of a 400, path joined with dots. */
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

export const ok = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal(true), message: z.string().optional(), data });

export type TApiOk<T> = { status: true; message?: string; data: T };
