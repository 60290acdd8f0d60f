import { fail, readTime, type SharedLink } from '@brandtrail/domain';
import type { BrandRow, SharedLinkRow } from '@brandtrail/projections';
import { visible } from '../access/policy';
import type { Context } from '../graphql/context';
import { fromGlobalId, idOf } from '../graphql/relay';
import { createSharedLink, deleteSharedLink, updateSharedLink, type UpdateSharedLinkInput } from './commands';

/** A link's row made from the aggregate's state, for an answer the read model does not show yet. */
const rowOf = (brandId: string, link: SharedLink): SharedLinkRow => ({
  id: link.id,
  brandId,
  token: link.token,
  accessAllPages: link.accessAllPages,
  pages: link.pages,
  withBilling: link.withBilling,
  billingPlan: link.billingPlan,
  validUntil: link.validUntil ? new Date(link.validUntil) : null,
  createdBy: link.createdBy,
  createdAt: new Date(link.createdAt),
  revokedAt: null,
  versionId: link.version,
});

/** A version id of the input: a BrandVersion global id; anything else VERSION_NOT_FOUND. */
const versionIdIn = (id: string | null | undefined): string | null | undefined => (id ? idOf(id, 'BrandVersion') : id);

/** A page id of the input: one that is no page id stays as it is, for the decider to refuse (SHARED_LINK_PAGES_INVALID). */
const pageIdIn = (id: string) => {
  try {
    const { type, id: raw } = fromGlobalId(id);
    return type === 'Page' ? raw : id;
  } catch {
    return id;
  }
};

/** An expiry as the client sends it: an ISO time the product stores (`readTime`), else SHARED_LINK_EXPIRY_INVALID. */
function timeIn(value: string | null | undefined): Date | null | undefined {
  if (value === undefined || value === null) return value;
  return readTime(value) ?? fail('SHARED_LINK_EXPIRY_INVALID');
}

async function brandAnswer(ctx: Context, brandId: string): Promise<BrandRow> {
  return visible(await ctx.services.brands.byId(brandId, ctx.viewer?.user.id ?? null)) ?? fail('BRAND_NOT_FOUND');
}

/** The link as the answer shows it: the read model's row once it shows the link, else the aggregate's. */
async function answered(ctx: Context, brandId: string, link: SharedLink): Promise<SharedLinkRow> {
  return (await ctx.services.sharedLinks.byId(link.id)) ?? rowOf(brandId, link);
}

interface Input<T> {
  input: T & { clientMutationId?: string | null };
}

export const sharedLinkMutations = {
  Mutation: {
    createSharedLink: async (
      _: unknown,
      {
        input,
      }: Input<{
        brand: string;
        pages?: string[] | null;
        accessAllPages?: boolean | null;
        withBilling?: boolean | null;
        billingPlan?: string | null;
        validUntil?: string | null;
        version?: string | null;
      }>,
      ctx: Context,
    ) => {
      const brandId = idOf(input.brand, 'Brand');
      const link = await createSharedLink(
        ctx.services,
        {
          brandId,
          pages: (input.pages ?? []).map(pageIdIn),
          accessAllPages: input.accessAllPages === true,
          withBilling: input.withBilling === true,
          billingPlan: input.billingPlan,
          validUntil: timeIn(input.validUntil),
          version: versionIdIn(input.version),
        },
        ctx.actor,
      );
      return {
        sharedLink: await answered(ctx, brandId, link),
        brand: await brandAnswer(ctx, brandId),
        clientMutationId: input.clientMutationId ?? null,
      };
    },
    updateSharedLink: async (
      _: unknown,
      {
        input,
      }: Input<{
        id: string;
        accessAllPages?: boolean | null;
        billingPlan?: string | null;
        pages?: string[] | null;
        validUntil?: string | null;
        version?: string | null;
      }>,
      ctx: Context,
    ) => {
      const id = idOf(input.id, 'SharedLink');
      const changes: UpdateSharedLinkInput = {};
      if (typeof input.accessAllPages === 'boolean') changes.accessAllPages = input.accessAllPages;
      if (input.billingPlan) changes.billingPlan = input.billingPlan;
      if (input.pages) changes.pages = input.pages.map(pageIdIn);
      if (input.validUntil !== undefined) changes.validUntil = timeIn(input.validUntil);
      if (input.version !== undefined) changes.version = versionIdIn(input.version);
      const brandId = await updateSharedLink(ctx.services, id, changes, ctx.actor);
      const sharedLink = (await ctx.services.sharedLinks.byId(id)) ?? fail('SHARED_LINK_NOT_FOUND');
      return { sharedLink, brand: await brandAnswer(ctx, brandId), clientMutationId: input.clientMutationId ?? null };
    },
    deleteSharedLink: async (_: unknown, { input }: Input<{ id: string }>, ctx: Context) => {
      const id = idOf(input.id, 'SharedLink');
      const brandId = await deleteSharedLink(ctx.services, id, ctx.actor);
      return {
        deletedSharedLinkId: input.id,
        sharedLink: (await ctx.services.sharedLinks.byId(id)) ?? fail('SHARED_LINK_NOT_FOUND'),
        brand: await brandAnswer(ctx, brandId),
        clientMutationId: input.clientMutationId ?? null,
      };
    },
  },
};
