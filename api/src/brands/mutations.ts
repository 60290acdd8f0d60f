import { brandFieldList, fail, type BrandColorInput, type BrandState } from '@brandtrail/domain';
import { brandRowOf, type BrandRow } from '@brandtrail/projections';
import { answerRow, visible } from '../access/policy';
import { assetIdIn } from '../assets/lookup';
import type { Created } from '../commands/idempotency';
import type { Context } from '../graphql/context';
import { cursorAt, idOf } from '../graphql/relay';
import { changeBrandPlan, createBrand, deleteBrand, restoreBrand, updateBrand } from './commands';
import {
  acceptBrandInvitation,
  accessRequestRef,
  addBrandUser,
  answerBrandAccessRequest,
  brandUserRef,
  deleteBrandUser,
  requestBrandAccess,
  resendBrandInvitation,
  updateBrandUser,
} from './members';
import { brandUserAfter } from './brandUsers';

const viewerId = (ctx: Context) => ctx.viewer?.user.id ?? null;

async function reload(ctx: Context, id: string, includingDeleted = false): Promise<BrandRow> {
  const q = ctx.services.brands;
  const row = includingDeleted ? await q.byIdIncludingDeleted(id, viewerId(ctx)) : await q.byId(id, viewerId(ctx));
  return row ?? fail('BRAND_NOT_FOUND');
}

/**
 * The brand a create made, as the answer shows it: the read model's row once it shows the brand,
 * else (the read models are behind) the row made from the command's own result.
 */
async function created(ctx: Context, result: Created<BrandState>): Promise<BrandRow> {
  const row = result.projected ? await ctx.services.brands.byIdIncludingDeleted(result.id, viewerId(ctx)) : undefined;
  return visible(row ?? brandRowOf(result.id, result.state, viewerId(ctx), ctx.actor.now)) ?? fail('BRAND_NOT_FOUND');
}

const edge = (row: BrandRow) => ({ node: row, cursor: cursorAt(0) });

interface Input<T> {
  input: T & { clientMutationId?: string | null };
}

const cmid = (input: { clientMutationId?: string | null }) => input.clientMutationId ?? null;

async function brandFor(ctx: Context, brandId: string): Promise<BrandRow> {
  return answerRow(await ctx.services.brands.byId(brandId, viewerId(ctx)), ctx.viewer) ?? fail('BRAND_NOT_FOUND');
}

export const brandMutations = {
  Mutation: {
    createBrand: async (
      _: unknown,
      { input }: Input<{ name: string; slug?: string | null; colors?: BrandColorInput[] | null; fonts?: string[] | null }>,
      ctx: Context,
    ) => {
      const brand = await created(ctx, await createBrand(ctx.services, input, ctx.actor));
      return { brand, brandEdge: edge(brand), clientMutationId: input.clientMutationId ?? null };
    },
    updateBrand: async (_: unknown, { input }: Input<{ id: string } & Record<string, unknown>>, ctx: Context) => {
      const id = idOf(input.id, 'Brand');
      const changes: Record<string, unknown> = {};
      // The registry's fields: null clears those that may be null (the logo, the cover) and leaves the others.
      for (const field of brandFieldList) {
        const value = input[field.name];
        if (value === undefined || (value === null && !field.nullable)) continue;
        changes[field.name] =
          field.kind === 'fonts'
            ? (value as { name: string; files?: string[] | null }[]).map((f) => ({
                name: f.name,
                assetIds: (f.files ?? []).map(assetIdIn),
              }))
            : value;
      }
      await updateBrand(ctx.services, id, changes, ctx.actor);
      return { brand: await reload(ctx, id), clientMutationId: input.clientMutationId ?? null };
    },
    deleteBrand: async (_: unknown, { input }: Input<{ id: string }>, ctx: Context) => {
      const id = idOf(input.id, 'Brand');
      await deleteBrand(ctx.services, id, ctx.actor);
      return { deletedBrandId: input.id, brand: await reload(ctx, id, true), clientMutationId: input.clientMutationId ?? null };
    },
    restoreBrand: async (_: unknown, { input }: Input<{ id: string }>, ctx: Context) => {
      const id = idOf(input.id, 'Brand');
      await restoreBrand(ctx.services, id, ctx.actor);
      const brand = await reload(ctx, id);
      return { brand, brandEdge: edge(brand), clientMutationId: input.clientMutationId ?? null };
    },
    changeBrandPlan: async (_: unknown, { input }: Input<{ id: string; plan: string }>, ctx: Context) => {
      const id = idOf(input.id, 'Brand');
      await changeBrandPlan(ctx.services, id, input.plan, ctx.actor);
      return { brand: await reload(ctx, id), clientMutationId: input.clientMutationId ?? null };
    },
    addUserBrand: async (_: unknown, { input }: Input<{ id: string; email: string; role: string }>, ctx: Context) => {
      const brandId = idOf(input.id, 'Brand');
      const { ref, state } = await addBrandUser(ctx.services, brandId, input, ctx.actor);
      const brand = await brandFor(ctx, brandId);
      return { brandUser: await brandUserAfter(ctx, ref, state, brand), brand, clientMutationId: cmid(input) };
    },
    updateBrandUser: async (_: unknown, { input }: Input<{ id: string; role: string }>, ctx: Context) => {
      const ref = brandUserRef(input.id);
      const state = await updateBrandUser(ctx.services, ref, input.role, ctx.actor);
      const brand = await brandFor(ctx, ref.brandId);
      return { brandUser: await brandUserAfter(ctx, ref, state, brand), brand, clientMutationId: cmid(input) };
    },
    deleteBrandUser: async (_: unknown, { input }: Input<{ id: string }>, ctx: Context) => {
      const ref = brandUserRef(input.id);
      await deleteBrandUser(ctx.services, ref, ctx.actor);
      const brand = answerRow(await ctx.services.brands.byId(ref.brandId, viewerId(ctx)), ctx.viewer);
      return { deletedBrandUserId: input.id, brand, clientMutationId: cmid(input) };
    },
    resendBrandInvitation: async (_: unknown, { input }: Input<{ id: string }>, ctx: Context) => {
      const ref = brandUserRef(input.id);
      const state = await resendBrandInvitation(ctx.services, ref, ctx.actor);
      const brand = await brandFor(ctx, ref.brandId);
      return { brandUser: await brandUserAfter(ctx, ref, state, brand), brand, clientMutationId: cmid(input) };
    },
    acceptBrandInvitation: async (_: unknown, { input }: Input<{ token: string }>, ctx: Context) => {
      const brandId = await acceptBrandInvitation(ctx.services, input.token, ctx.actor);
      return { brand: await brandFor(ctx, brandId), clientMutationId: cmid(input) };
    },
    requestBrandAccess: async (_: unknown, { input }: Input<{ brand: string; message: string }>, ctx: Context) => {
      await requestBrandAccess(ctx.services, input.brand, input.message, ctx.actor);
      return { ok: true, clientMutationId: cmid(input) };
    },
    answerBrandAccessRequest: async (
      _: unknown,
      { input }: Input<{ id: string; approve: boolean; role?: string | null }>,
      ctx: Context,
    ) => {
      const ref = accessRequestRef(input.id);
      const state = await answerBrandAccessRequest(ctx.services, ref, input, ctx.actor);
      const brand = await brandFor(ctx, ref.brandId);
      const brandUser = input.approve ? await brandUserAfter(ctx, ref, state, brand) : null;
      return { deletedAccessRequestId: input.id, brandUser, brand, clientMutationId: cmid(input) };
    },
  },
};
