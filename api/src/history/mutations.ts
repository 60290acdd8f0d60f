import { fail, parseMoment } from '@brandtrail/domain';
import { canOn, visible } from '../access/policy';
import type { Context } from '../graphql/context';
import { idOf } from '../graphql/relay';
import { reloadPage } from '../pages/loaders';
import { createVersion, restoreElement, revertBrand, revertPage, takeStep } from './commands';
import { planObject } from './values';

const viewerId = (ctx: Context) => ctx.viewer?.user.id ?? null;
const iso = (d: Date | string) => new Date(d).toISOString();

interface Input<T> {
  input: T & { clientMutationId?: string | null };
}

const brandFor = async (ctx: Context, globalId: string) =>
  visible(await ctx.services.brands.byId(idOf(globalId, 'Brand'), viewerId(ctx))) ?? fail('BRAND_NOT_FOUND');

/** An undo's or redo's answer: the page is read only when the client asks for it. */
interface StepPayload {
  pageId: string;
  skipped: number;
  clientMutationId: string | null;
}
const stepPayload = { page: (p: StepPayload, _: unknown, ctx: Context) => reloadPage(ctx, p.pageId) };

export const historyMutations = {
  UndoPagePayload: stepPayload,
  RedoPagePayload: stepPayload,
  Mutation: {
    undoPage: async (_: unknown, { input }: Input<{ id: string }>, ctx: Context): Promise<StepPayload> => {
      const pageId = idOf(input.id, 'Page');
      const { skipped } = await takeStep(ctx.services, pageId, 'undo', ctx.actor);
      return { pageId, skipped, clientMutationId: input.clientMutationId ?? null };
    },
    redoPage: async (_: unknown, { input }: Input<{ id: string }>, ctx: Context): Promise<StepPayload> => {
      const pageId = idOf(input.id, 'Page');
      const { skipped } = await takeStep(ctx.services, pageId, 'redo', ctx.actor);
      return { pageId, skipped, clientMutationId: input.clientMutationId ?? null };
    },
    revertPage: async (_: unknown, { input }: Input<{ id: string; at: string }>, ctx: Context) => {
      const id = idOf(input.id, 'Page');
      await revertPage(ctx.services, id, parseMoment(input.at, ctx.actor.now), ctx.actor);
      return { page: await reloadPage(ctx, id), clientMutationId: input.clientMutationId ?? null };
    },
    restoreElement: async (_: unknown, { input }: Input<{ pageId: string; elementId: string }>, ctx: Context) => {
      const id = idOf(input.pageId, 'Page');
      await restoreElement(ctx.services, id, input.elementId, ctx.actor);
      const page = await reloadPage(ctx, id);
      const element = page.elements.find((e) => e.id === input.elementId.toLowerCase()) ?? fail('ELEMENT_NOT_FOUND');
      return { page, element: { ...element, page }, clientMutationId: input.clientMutationId ?? null };
    },
    revertBrand: async (_: unknown, { input }: Input<{ id: string; at: string }>, ctx: Context) => {
      const id = idOf(input.id, 'Brand');
      const plan = await revertBrand(ctx.services, id, parseMoment(input.at, ctx.actor.now), ctx.actor);
      return {
        brand: await brandFor(ctx, input.id),
        plan: planObject(plan, ctx.locale),
        // The restore's events carry the command's time: a millisecond before it is everything before them.
        undoAt: new Date(ctx.actor.now.getTime() - 1).toISOString(),
        clientMutationId: input.clientMutationId ?? null,
      };
    },
    createVersionBrand: async (
      _: unknown,
      { input }: Input<{ id: string; name: string; notes?: string | null }>,
      ctx: Context,
    ) => {
      const versionId = await createVersion(ctx.services, idOf(input.id, 'Brand'), input, ctx.actor);
      const [version] = await ctx.services.brands.versionsByIds([versionId]);
      return {
        brand: await brandFor(ctx, input.id),
        version: version ?? fail('VERSION_NOT_FOUND'),
        clientMutationId: input.clientMutationId ?? null,
      };
    },
    recordBrandVisit: async (_: unknown, { input }: Input<{ id: string }>, ctx: Context) => {
      const brand = await brandFor(ctx, input.id);
      const viewer = viewerId(ctx) ?? fail('UNAUTHENTICATED');
      if (!canOn(brand, 'readPrivate')) fail('FORBIDDEN');
      const previous = await ctx.services.visits.record(viewer, brand.id, ctx.actor.now);
      return { brand, previousVisitAt: previous ? iso(previous) : null, clientMutationId: input.clientMutationId ?? null };
    },
  },
};
