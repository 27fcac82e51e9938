import { z } from 'zod';

/** Organisation code: the part of the prefix before the first hyphen (spec §3). */
export const ZOrgCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{2,16}$/, 'An organisation code is 2 to 16 letters or digits.');

export const ZBrand = z.object({
  code: z.string(),
  prefix: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  favicon: z.string().nullable(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  /** The partner board slug this brand was resolved from, or null for the agency's own portal. */
  board: z.string().nullable(),
});
export type TBrand = z.infer<typeof ZBrand>;

/** The identity call of spec §7: result meta is cached by the client as `identity` and used as brand. */
export const ZIdentityResponse = z.object({
  status: z.literal(true),
  data: z.object({ result: z.object({ meta: ZBrand }) }),
});

/** The partner boards with their brands: the agency's sign-in page lets a candidate choose theirs (decision 034). */
export const ZBoardsResponse = z.object({
  status: z.literal(true),
  data: z.object({ boards: z.array(ZBrand.pick({ code: true, name: true, logo: true, board: true })) }),
});

export const ZIdentityQuery = z.object({ path: z.string().max(2048).default('/') });

export const ZOrgInput = z.object({
  code: ZOrgCode,
  prefix: z.string().trim().min(2).max(64).optional(),
  name: z.string().trim().min(2, 'A brand name needs at least 2 characters.').max(80),
  logo: z.string().trim().max(500).optional(),
  favicon: z.string().trim().max(500).optional(),
  supportEmail: z.email('Please enter a valid email.'),
  supportPhone: z.string().trim().min(7).max(30),
  boards: z.array(z.string()).optional(),
});
export type TOrgInput = z.infer<typeof ZOrgInput>;
