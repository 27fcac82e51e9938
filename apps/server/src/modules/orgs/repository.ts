import { PARTNER_BOARDS } from '@portal/shared';
import { boardOfPlace } from '@portal/shared/domain/boards';
import { type TBrand, type TOrgInput, ZIdentityResponse } from '@portal/shared/schemas/org';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations, partnerBoards } from '../../db/schema/index';
import { EncodedAnswer } from '../../lib/encoded-answer';
import { badRequest, notFound } from '../../lib/errors';
import { type VersionSource, VersionedCache, type Versions } from '../../plugins/versions';

export type Organization = typeof organizations.$inferSelect;

export function toBrand(org: Organization, board: string | null): TBrand {
  return {
    code: org.code,
    prefix: org.prefix,
    name: org.name,
    logo: org.logo,
    favicon: org.favicon,
    supportEmail: org.supportEmail,
    supportPhone: org.supportPhone,
    board,
  };
}

export async function getDefaultOrg(db: Db): Promise<Organization> {
  const [org] = await db.select().from(organizations).where(eq(organizations.isDefault, true)).limit(1);
  if (!org) throw notFound('No organisation is set up yet. Run `npm run portal -- org:add` or `seed:demo`.');
  return org;
}

export async function findOrgByCode(db: Db, code: string): Promise<Organization | undefined> {
  const [org] = await db.select().from(organizations).where(eq(organizations.code, code.toUpperCase())).limit(1);
  return org;
}

export async function findOrgById(db: Db, id: string): Promise<Organization | undefined> {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return org;
}

/** The organisation of a board slug, if the slug belongs to a partner. */
export async function findOrgByBoard(db: Db, slug: string): Promise<Organization | undefined> {
  const rows = await db
    .select({ org: organizations })
    .from(partnerBoards)
    .innerJoin(organizations, eq(partnerBoards.orgId, organizations.id))
    .where(eq(partnerBoards.slug, slug.toLowerCase()))
    .limit(1);
  return rows[0]?.org;
}

/**
 * The partner board a public place names, if any: a segment of its path, else its `board` query parameter (decision
 * 034). Never the request's Host header: a brand is chosen by the address's path and query alone.
 */
export function boardOfPath(place: string): string | undefined {
  return boardOfPlace(place);
}

/** The board whose pages wear an organisation's brand (its first by name), or null for one without a board. */
export async function findBoardOfOrg(db: Db, orgId: string): Promise<string | null> {
  const [row] = await db.select({ slug: partnerBoards.slug }).from(partnerBoards).where(eq(partnerBoards.orgId, orgId)).orderBy(asc(partnerBoards.slug)).limit(1);
  return row?.slug ?? null;
}

/** Every partner board with its organisation's public brand, for the agency's sign-in page to choose from. */
export async function listBoardBrands(db: Db): Promise<TBrand[]> {
  const rows = await db
    .select({ org: organizations, slug: partnerBoards.slug })
    .from(partnerBoards)
    .innerJoin(organizations, eq(partnerBoards.orgId, organizations.id))
    .orderBy(asc(organizations.name), asc(partnerBoards.slug));
  return rows.map((row) => toBrand(row.org, row.slug));
}

/** spec §2 "White-label job boards": the brand of a public path is its partner's, else the agency's own. */
export async function resolveBrandForPath(db: Db, pathname: string): Promise<TBrand> {
  const board = boardOfPath(pathname);
  if (board) {
    const org = await findOrgByBoard(db, board);
    if (org) return toBrand(org, board);
  }
  return toBrand(await getDefaultOrg(db), null);
}

/**
 * The look-ups every public page makes (the default organisation, a board's organisation, a path's brand), kept in
 * memory under the organisations' version: any change to an organisation or a board, from any process, drops them.
 */
export class OrgDirectory {
  private readonly cache: VersionedCache<Organization | TBrand | TBrand[] | EncodedAnswer | string | null>;

  constructor(
    private readonly db: Db,
    fence: VersionSource,
  ) {
    this.cache = new VersionedCache(fence, 'orgs', 500);
  }

  async defaultOrg(): Promise<Organization> {
    return (await this.cache.get('default', () => getDefaultOrg(this.db))) as Organization;
  }

  /** Board slugs come from anyone: only known partner boards are looked up (and kept). */
  async byBoard(slug: string): Promise<Organization | undefined> {
    const board = slug.toLowerCase();
    if (!(PARTNER_BOARDS as readonly string[]).includes(board)) return undefined;
    return ((await this.cache.get(`board:${board}`, async () => (await findOrgByBoard(this.db, board)) ?? null)) as Organization | null) ?? undefined;
  }

  /** The board of an organisation (mail links, the session's home board). */
  async boardOf(orgId: string): Promise<string | null> {
    return (await this.cache.get(`org-board:${orgId}`, () => findBoardOfOrg(this.db, orgId))) as string | null;
  }

  async boardBrands(): Promise<TBrand[]> {
    return (await this.cache.get('boards', () => listBoardBrands(this.db))) as TBrand[];
  }

  /** `versions`: the request's own (`app.requestVersions`), when a request asks. */
  async brandForPath(pathname: string, versions?: Promise<Versions>): Promise<TBrand> {
    const board = boardOfPath(pathname) ?? '';
    return (await this.cache.get(`brand:${board}`, () => resolveBrandForPath(this.db, board), versions)) as TBrand;
  }

  /** GET /api/identity's answer for a path, serialised once. */
  async identityAnswer(pathname: string): Promise<EncodedAnswer> {
    const board = boardOfPath(pathname) ?? '';
    return (await this.cache.get(
      `identity:${board}`,
      async () => new EncodedAnswer(ZIdentityResponse, { status: true as const, data: { result: { meta: await resolveBrandForPath(this.db, board) } } }),
    )) as EncodedAnswer;
  }
}

const directories = new WeakMap<VersionSource, OrgDirectory>();
/** One directory per app (its version fence). */
export function orgDirectory(db: Db, fence: VersionSource): OrgDirectory {
  let directory = directories.get(fence);
  if (!directory) directories.set(fence, (directory = new OrgDirectory(db, fence)));
  return directory;
}

export async function listOrgs(db: Db) {
  const orgs = await db.select().from(organizations).orderBy(organizations.createdAt);
  const boards = await db.select().from(partnerBoards);
  return orgs.map((org) => ({ ...org, boards: boards.filter((b) => b.orgId === org.id).map((b) => b.slug) }));
}

/** Creates or updates an organisation by code; the first organisation becomes the default. */
export async function upsertOrg(db: Db, input: TOrgInput & { isDefault?: boolean }): Promise<Organization> {
  const code = input.code.toUpperCase();
  const boards = (input.boards ?? []).map((b) => b.toLowerCase());
  const unknown = boards.filter((b) => !(PARTNER_BOARDS as readonly string[]).includes(b));
  if (unknown.length) throw badRequest(`Unknown partner board: ${unknown.join(', ')}. Known: ${PARTNER_BOARDS.join(', ')}.`);
  return db.transaction(async (tx) => {
    const existingDefault = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.isDefault, true)).limit(1);
    const values = {
      code,
      prefix: input.prefix ?? `${code}-candidate`,
      name: input.name,
      logo: input.logo ?? null,
      favicon: input.favicon ?? null,
      supportEmail: input.supportEmail,
      supportPhone: input.supportPhone,
    };
    const [org] = await tx
      .insert(organizations)
      .values({ ...values, isDefault: input.isDefault ?? existingDefault.length === 0 })
      .onConflictDoUpdate({ target: organizations.code, set: values })
      .returning();
    if (!org) throw new Error('organisation upsert returned nothing');
    if (boards.length) {
      await tx.delete(partnerBoards).where(inArray(partnerBoards.slug, boards));
      await tx.insert(partnerBoards).values(boards.map((slug) => ({ slug, orgId: org.id })));
    }
    return org;
  });
}

/** An organisation with its board, as its e-mails and sessions need it (mail/layout.ts MailBrand, decision 034). */
export async function withBoard<T extends { id: string }>(app: { db: Db; versions: VersionSource }, org: T): Promise<T & { board: string | null }> {
  return { ...org, board: await orgDirectory(app.db, app.versions).boardOf(org.id) };
}
