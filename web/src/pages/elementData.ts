import type { ElementOf, PageElement, RichText } from '@brandtrail/domain/pages/elements';
import { graphql } from 'react-relay';
import type { elementData_elements$data } from '../__generated__/elementData_elements.graphql';

/**
 * Every field of a page element, read as one plural fragment so that the page's editor store gets
 * plain element objects (the domain's own PageElement shape: rich text parsed, the other types'
 * fields left out).
 */
export const elementDataFragment = graphql`
  fragment elementData_elements on PageElement @relay(plural: true) {
    id
    elementId
    type
    width
    height
    newLine
    verticalAlign
    marginTop
    marginBottom
    marginX
    fontSize
    fontAsset
    borderRadius
    textColor
    textColorElement
    rowWidth
    rowBackgroundColor
    rowBackgroundColorElement
    rowBackgroundWidth
    rowBorderRadius
    text
    label
    color
    colors {
      color
      label
    }
    skipHeadlines
    url
    public
    caption
    info
    separator
    separatorSize
    linkedElement
    assets
    items {
      asset
      caption
      link
    }
    columns
    gapX
    gapY
    fit
    scale
    border
    lightbox
    download
    backgroundColor
    backgroundColorElement
    variant
    colorElement
    rotation
    asset
  }
`;

type ElementData = elementData_elements$data[number];

const emptyDoc: RichText = { type: 'doc', content: [{ type: 'paragraph' }] };

function parseText(text: string | null | undefined): RichText {
  if (!text) return emptyDoc;
  try {
    const doc = JSON.parse(text) as RichText;
    return doc && doc.type === 'doc' ? doc : emptyDoc;
  } catch {
    return emptyDoc;
  }
}

/** A GraphQL element as the domain's PageElement. */
export function toElement(data: ElementData): PageElement {
  const common = {
    id: data.elementId,
    width: data.width,
    height: data.height,
    newLine: data.newLine,
    verticalAlign: data.verticalAlign as PageElement['verticalAlign'],
    marginTop: data.marginTop,
    marginBottom: data.marginBottom,
    marginX: data.marginX,
    fontSize: data.fontSize,
    fontAsset: data.fontAsset ?? null,
    borderRadius: data.borderRadius,
    textColor: data.textColor ?? null,
    textColorElement: data.textColorElement ?? null,
    rowWidth: data.rowWidth as PageElement['rowWidth'],
    rowBackgroundColor: data.rowBackgroundColor ?? null,
    rowBackgroundColorElement: data.rowBackgroundColorElement ?? null,
    rowBackgroundWidth: data.rowBackgroundWidth as PageElement['rowBackgroundWidth'],
    rowBorderRadius: data.rowBorderRadius,
  };
  switch (data.type) {
    case 'headline':
    case 'text':
      return { ...common, type: data.type, text: parseText(data.text) };
    case 'color':
      return {
        ...common,
        type: 'color',
        label: data.label ?? '',
        color: data.color ?? null,
        colors: (data.colors ?? []).map((c) => ({ color: c.color, label: c.label })),
      };
    case 'navigation':
      return { ...common, type: 'navigation', skipHeadlines: data.skipHeadlines ?? 0 };
    case 'hyperlink':
      return {
        ...common,
        type: 'hyperlink',
        url: data.url ?? '',
        label: data.label ?? '',
        public: data.public ?? true,
        caption: data.caption ?? '',
        info: data.info ?? '',
      };
    case 'spacer':
      return { ...common, type: 'spacer', separator: data.separator ?? false, separatorSize: data.separatorSize ?? 1 };
    case 'link':
      return { ...common, type: 'link', linkedElement: data.linkedElement ?? null };
    case 'gallery':
      return {
        ...common,
        type: 'gallery',
        assets: [...(data.assets ?? [])],
        items: (data.items ?? []).map((i) => ({ asset: i.asset, caption: i.caption, link: i.link })),
        columns: data.columns ?? 1,
        gapX: data.gapX ?? 0.02,
        gapY: data.gapY ?? 0.02,
        fit: data.fit === 'cover' ? 'cover' : 'contain',
        scale: data.scale ?? 1,
        border: data.border ?? false,
        lightbox: data.lightbox ?? true,
        download: data.download ?? true,
        backgroundColor: data.backgroundColor ?? null,
        backgroundColorElement: data.backgroundColorElement ?? null,
      };
    case 'mockup':
      return {
        ...common,
        type: 'mockup',
        variant: (data.variant ?? 'card') as ElementOf<'mockup'>['variant'],
        color: data.color ?? null,
        colorElement: data.colorElement ?? null,
        label: data.label ?? '',
        rotation: data.rotation ?? 0,
        fit: data.fit === 'contain' ? 'contain' : 'cover',
        scale: data.scale ?? 0.75,
        border: data.border ?? false,
        lightbox: data.lightbox ?? false,
        download: data.download ?? false,
        backgroundColor: data.backgroundColor ?? null,
        backgroundColorElement: data.backgroundColorElement ?? null,
        asset: data.asset ?? null,
      };
    case 'download':
      return {
        ...common,
        type: 'download',
        label: data.label ?? '',
        assets: [...(data.assets ?? [])],
        public: data.public ?? false,
        caption: data.caption ?? '',
        info: data.info ?? '',
      };
    case 'font':
      // A font element's text is plain text (not a rich-text document).
      return { ...common, type: 'font', text: data.text ?? '', asset: data.asset ?? null };
    default:
      // A type this client does not know yet (a newer server): shown as an empty spacer.
      return { ...common, type: 'spacer', separator: false, separatorSize: 1 };
  }
}
