import type { PageElement } from '@brandtrail/domain/pages/elements';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useFragment } from 'react-relay';
import type { elementData_elements$key } from '../__generated__/elementData_elements.graphql';
import type { PageRoute_page$data } from '../__generated__/PageRoute_page.graphql';
import { PageEditorContext, useColors, type PageEditorContextValue } from './editor/context';
import { SelectionTracker } from './editor/selection';
import { PageEditorStore, type ElementTransport } from './editor/store';
import { elementDataFragment, toElement } from './elementData';
import { AssetViewsContext, toAssetView, type AssetView, type AssetViews } from './elements/AssetElements';
import { fontFace } from './elements/fontFaces';
import type { ChangeMark } from './history/compare';
import { pageColors } from './layout';
import { PageCanvas, type LinkedLookup } from './PageCanvas';

/*
 * What the live page and a page as it was (a moment of its history, a version) render alike: the
 * page's surface (colours, font) around the canvas, the assets its elements show and the elements
 * its link elements show from other pages.
 */

/** The page's own settings the surface takes. */
export interface SurfaceSettings {
  colors: { text: [string | null, string | null]; background: [string | null, string | null] };
  font: { id: string; url: string } | null;
}

export function surfaceOf(
  page: Pick<PageRoute_page$data, 'textColor' | 'textColorElement' | 'backgroundColor' | 'backgroundColorElement' | 'font'>,
): SurfaceSettings {
  return {
    colors: {
      text: [page.textColor ?? null, page.textColorElement ?? null],
      background: [page.backgroundColor ?? null, page.backgroundColorElement ?? null],
    },
    font: page.font?.url ? { id: page.font.id, url: page.font.url } : null,
  };
}

/** The canvas on the page's surface; the page's font through @font-face, the brand's without one. */
export function PageSurface({ settings, linkedElsewhere }: { settings: SurfaceSettings; linkedElsewhere: LinkedLookup }) {
  const palette = useColors();
  const lookup = (id: string) => palette.get(id) ?? null;
  const face = fontFace(settings.font && { assetId: settings.font.id, url: settings.font.url });
  const colors = pageColors(settings.colors, lookup);
  const style = { color: `#${colors.text}`, background: `#${colors.background}`, fontFamily: face?.fontFamily };
  return (
    <>
      {face?.declaration}
      <div className="page-surface" style={style}>
        <PageCanvas linkedElsewhere={linkedElsewhere} page={colors} />
      </div>
    </>
  );
}

/** The assets the page's elements show (from the page's answer), plus those the picker loaded. */
export function useAssetViews(elements: PageRoute_page$data['elements']): AssetViews {
  const [added, setAdded] = useState<readonly AssetView[]>([]);
  const add = useCallback((list: readonly AssetView[]) => setAdded(list), []);
  const assets = useMemo(() => {
    const map = new Map<string, AssetView>(added.map((a) => [a.assetId, a]));
    for (const e of elements) {
      for (const a of e.assetList ?? []) map.set(a.id, toAssetView(a));
      if (e.assetItem) map.set(e.assetItem.id, toAssetView(e.assetItem));
      if (e.font) map.set(e.font.id, toAssetView(e.font));
    }
    return map;
  }, [elements, added]);
  return useMemo(() => ({ assets, add }), [assets, add]);
}

/**
 * Link elements whose target is on another page: the server sends the target along (`linked`),
 * read here through the same element fragment as the page's own elements.
 */
export function useLinkedLookup(elements: PageRoute_page$data['elements']): LinkedLookup {
  const refs = useMemo(() => elements.flatMap((e) => (e.linked ? [e.linked] : [])), [elements]);
  const data = useFragment<elementData_elements$key>(elementDataFragment, refs);
  return useMemo(() => {
    const targets = new Map(refs.map((ref, i) => [ref.elementId, { element: toElement(data[i]!), pageName: ref.page.name }]));
    return (id: string) => targets.get(id) ?? null;
  }, [refs, data]);
}

/** A store for showing, never for editing: nothing it holds is ever sent. */
const readOnly: ElementTransport = {
  create: () => Promise.reject(new Error('read only')),
  duplicate: () => Promise.reject(new Error('read only')),
  update: () => Promise.reject(new Error('read only')),
  remove: () => Promise.reject(new Error('read only')),
  sort: () => Promise.reject(new Error('read only')),
};

const noSelect = () => undefined;

/**
 * Elements rendered as the page renders them, read only: the same canvas, rows and element views
 * as the editor's (its store with no editing), with `marks` telling what changed since a moment.
 */
export function ReadOnlyPage({
  pageId,
  brandSlug,
  readPrivate,
  elements,
  settings,
  linkedElsewhere,
  assetViews,
  marks,
  children,
}: {
  pageId: string;
  brandSlug: string;
  readPrivate: boolean;
  elements: readonly PageElement[];
  settings: SurfaceSettings;
  linkedElsewhere: LinkedLookup;
  assetViews: AssetViews;
  marks?: ReadonlyMap<string, ChangeMark>;
  children?: ReactNode;
}) {
  const store = useMemo(() => new PageEditorStore(readOnly, elements), [elements]);
  const [tracker] = useState(() => new SelectionTracker());
  const context = useMemo<PageEditorContextValue>(
    () => ({
      pageId,
      brandSlug,
      store,
      tracker,
      editing: false,
      readPrivate,
      selected: null,
      select: noSelect,
      editRequest: null,
      marks,
    }),
    [pageId, brandSlug, store, tracker, readPrivate, marks],
  );
  return (
    <PageEditorContext value={context}>
      <AssetViewsContext value={assetViews}>
        {children}
        <PageSurface settings={settings} linkedElsewhere={linkedElsewhere} />
      </AssetViewsContext>
    </PageEditorContext>
  );
}
