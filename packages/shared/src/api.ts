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

/**
 * Server-side paging (docs/decisions/007): lists keep `data` as the page's items and add `paging` beside it,
 * so a client written for `{status, data}` still reads the items where it expects them.
 */
export const ZPaging = z.object({
  page: z.number().int().min(1),
  perPage: z.number().int().min(1),
  total: z.number().int().min(0),
  totalPages: z.number().int().min(0),
});
export type TPaging = z.infer<typeof ZPaging>;

export const okPaged = <T extends z.ZodType>(item: T) =>
  z.object({ status: z.literal(true), message: z.string().optional(), data: z.array(item), paging: ZPaging });

export const paging = (page: number, perPage: number, total: number): TPaging => ({
  page,
  perPage,
  total,
  totalPages: Math.ceil(total / perPage),
});
