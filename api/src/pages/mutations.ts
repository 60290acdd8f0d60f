import { brandDecider, brandStream, fail, pageSettingList, type AiBrandTexts, type PageState } from '@brandtrail/domain';
import { load } from '@brandtrail/infra';
import { brandRowOf, pageRowOf, type PageRow } from '@brandtrail/projections';
import { requestLanguage } from '../ai/rewrite';
import { visible } from '../access/policy';
import type { Created } from '../commands/idempotency';
import type { Context } from '../graphql/context';
import { idOf } from '../graphql/relay';
import {
  addElement,
  createPage,
  deleteElement,
  deletePage,
  duplicateElement,
  restorePage,
  sortElements,
  sortPages,
  updateElement,
  updatePage,
} from './commands';
import { brandOfPage, reloadPage, visiblePage } from './loaders';
import { nodeOf, type ElementNode, type PageNode } from './nodes';
import { addPagesFromAiBrand } from './starterPages';
import { elementChanges, optionalPageId, orderPageId, pageIdOf } from './values';

const viewerId = (ctx: Context) => ctx.viewer?.user.id ?? null;

/**
 * The page a command made or changed, as its answer shows it: the read model's row once it shows
 * the command's events (and, for a create repeated before the read models caught up with the first,
 * what the first made: `shows`), else (the read models are behind) the row made from the
 * command's own result, with its brand from the brand aggregate.
 */
async function answered(
  ctx: Context,
  result: Created<PageState>,
  shows: (row: PageRow) => boolean = () => true,
): Promise<PageNode> {
  const row = result.projected ? await ctx.services.pages.byIdIncludingDeleted(result.id) : undefined;
  if (row && shows(row)) return (await visiblePage(ctx, row)) ?? fail('PAGE_NOT_FOUND');
  const { state } = await load(ctx.services.store, brandDecider, brandStream(result.state.brandId));
  const brand = visible(brandRowOf(result.state.brandId, state, viewerId(ctx), ctx.actor.now)) ?? fail('PAGE_NOT_FOUND');
  return { ...pageRowOf(result.state, ctx.actor.now), brandSlug: brand.slug, brand };
}

const elementOf = (page: PageNode, elementId: string): ElementNode => {
  const element = page.elements.find((e) => e.id === elementId.toLowerCase()) ?? fail('ELEMENT_NOT_FOUND');
  return nodeOf(element, page);
};

interface Input<T> {
  input: T & { clientMutationId?: string | null };
}

/** A page mutation's answer carries the page's brand, so that a client's page tree follows. */
const pagePayload = {
  brand: async (payload: { page: PageNode }, _: unknown, ctx: Context) =>
    payload.page.brand ?? (await brandOfPage(ctx, payload.page)) ?? fail('BRAND_NOT_FOUND'),
};

export const pageMutations = {
  CreatePagePayload: pagePayload,
  UpdatePagePayload: pagePayload,
  DeletePagePayload: pagePayload,
  RestorePagePayload: pagePayload,
  Mutation: {
    createPage: async (
      _: unknown,
      { input }: Input<{ brandId: string; name: string; slug?: string | null; parentId?: string | null }>,
      ctx: Context,
    ) => {
      const result = await createPage(
        ctx.services,
        {
          brandId: idOf(input.brandId, 'Brand'),
          name: input.name,
          slug: input.slug,
          parentId: optionalPageId(input.parentId),
          clientMutationId: input.clientMutationId,
        },
        ctx.actor,
      );
      return { page: await answered(ctx, result), clientMutationId: input.clientMutationId ?? null };
    },
    updatePage: async (_: unknown, { input }: Input<{ id: string } & Record<string, unknown>>, ctx: Context) => {
      const id = pageIdOf(input.id);
      const changes: Record<string, unknown> = {};
      // Null clears a setting that may be null, and leaves the others as they are.
      for (const setting of pageSettingList) {
        const value = input[setting.name];
        if (value === undefined || (value === null && !setting.nullable)) continue;
        changes[setting.name] = setting.kind === 'page' ? optionalPageId(value as string | null) : value;
      }
      await updatePage(ctx.services, id, changes, ctx.actor);
      return { page: await reloadPage(ctx, id), clientMutationId: input.clientMutationId ?? null };
    },
    deletePage: async (_: unknown, { input }: Input<{ id: string }>, ctx: Context) => {
      const id = pageIdOf(input.id);
      await deletePage(ctx.services, id, ctx.actor);
      return { deletedPageId: input.id, page: await reloadPage(ctx, id, true), clientMutationId: input.clientMutationId ?? null };
    },
    restorePage: async (_: unknown, { input }: Input<{ id: string }>, ctx: Context) => {
      const id = pageIdOf(input.id);
      await restorePage(ctx.services, id, ctx.actor);
      return { page: await reloadPage(ctx, id), clientMutationId: input.clientMutationId ?? null };
    },
    createElement: async (
      _: unknown,
      {
        input,
      }: Input<{ pageId: string; type: string; elementId?: string | null; index?: number | null; afterId?: string | null }>,
      ctx: Context,
    ) => {
      const pageId = pageIdOf(input.pageId);
      const position =
        input.afterId != null ? { after: input.afterId } : input.index != null ? { index: input.index } : undefined;
      const result = await addElement(
        ctx.services,
        pageId,
        { elementId: input.elementId, clientMutationId: input.clientMutationId, type: input.type, position },
        ctx.actor,
      );
      const page = await answered(ctx, result, (row) => row.elements.some((e) => e.id === result.elementId));
      return { page, element: elementOf(page, result.elementId), clientMutationId: input.clientMutationId ?? null };
    },
    updateElement: async (
      _: unknown,
      { input }: Input<{ pageId: string; elementId: string } & Record<string, unknown>>,
      ctx: Context,
    ) => {
      const pageId = pageIdOf(input.pageId);
      const result = await updateElement(ctx.services, pageId, input.elementId, elementChanges(input), ctx.actor, {
        ai: input.aiAssisted === true,
      });
      const page = await answered(ctx, result);
      return { page, element: elementOf(page, input.elementId), clientMutationId: input.clientMutationId ?? null };
    },
    deleteElement: async (_: unknown, { input }: Input<{ pageId: string; id: string; force?: boolean | null }>, ctx: Context) => {
      const pageId = pageIdOf(input.pageId);
      await deleteElement(ctx.services, pageId, input.id, input.force === true, ctx.actor);
      return {
        page: await reloadPage(ctx, pageId),
        deletedElementId: input.id,
        clientMutationId: input.clientMutationId ?? null,
      };
    },
    sortElementsPage: async (_: unknown, { input }: Input<{ id: string; elementsOrder: string[] }>, ctx: Context) => {
      const pageId = pageIdOf(input.id);
      await sortElements(ctx.services, pageId, input.elementsOrder, ctx.actor);
      return { page: await reloadPage(ctx, pageId), clientMutationId: input.clientMutationId ?? null };
    },
    duplicateElement: async (
      _: unknown,
      { input }: Input<{ pageId: string; elementId: string; newElementId?: string | null }>,
      ctx: Context,
    ) => {
      const pageId = pageIdOf(input.pageId);
      const id = await duplicateElement(ctx.services, pageId, input.elementId, input.newElementId, ctx.actor);
      const page = await reloadPage(ctx, pageId);
      return { page, element: elementOf(page, id), clientMutationId: input.clientMutationId ?? null };
    },
    addPagesFromAiBrand: async (
      _: unknown,
      { input }: Input<{ id: string; language?: string | null; colorNames?: string[] | null } & AiBrandTexts>,
      ctx: Context,
    ) => {
      const brandId = idOf(input.id, 'Brand');
      const language = requestLanguage(input.language ?? '', ctx.locale);
      const created = await addPagesFromAiBrand(ctx.services, brandId, { ...input, language }, ctx.actor);
      const pages = await Promise.all(created.map((result) => answered(ctx, result)));
      const brand = visible(await ctx.services.brands.byId(brandId, viewerId(ctx))) ?? pages[0]?.brand ?? fail('BRAND_NOT_FOUND');
      return { brand, pages, clientMutationId: input.clientMutationId ?? null };
    },
    sortPagesBrand: async (_: unknown, { input }: Input<{ id: string; pagesOrder: string[] }>, ctx: Context) => {
      const brandId = idOf(input.id, 'Brand');
      await sortPages(ctx.services, brandId, input.pagesOrder.map(orderPageId), ctx.actor);
      const brand = visible(await ctx.services.brands.byId(brandId, viewerId(ctx))) ?? fail('BRAND_NOT_FOUND');
      return { brand, clientMutationId: input.clientMutationId ?? null };
    },
  },
};
