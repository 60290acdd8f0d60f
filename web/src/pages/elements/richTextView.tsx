import { isRichTextHref, type RichText, type RichTextNode } from '@brandtrail/domain/pages/elements';
import { createElement, type ReactNode } from 'react';

/*
 * A headline's or text element's document as React elements, without the editor: what readers (and
 * editors looking at an element they are not editing) see, rendered on the server too. The tags and
 * attributes are those the editor's schema writes (`toDOM`; richTextView.unit.spec.ts holds every
 * node and mark of the domain's `richTextSchema` against it), so it looks as the editor does. No
 * TipTap or ProseMirror here: a reader's page loads none.
 */

/** The element each block and inline node of the schema becomes (text is its own). */
const NODE_TAGS: Readonly<Record<string, string>> = {
  paragraph: 'p',
  bulletList: 'ul',
  orderedList: 'ol',
  listItem: 'li',
  hardBreak: 'br',
};

/** The element each mark becomes, outermost first as the document lists them. */
const MARK_TAGS: Readonly<Record<string, string>> = {
  link: 'a',
  bold: 'strong',
  italic: 'em',
  strike: 's',
  underline: 'u',
};

/** A link's attributes as the editor writes them: its own, over the editor's defaults. */
const LINK_DEFAULTS = { target: '_blank', rel: 'noopener noreferrer' } as const;

interface Mark {
  type: string;
  attrs?: Record<string, unknown>;
}

class UnknownNode extends Error {}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The attributes a node or mark writes (React's names), as the editor's `toDOM` does. */
export function domAttributes(type: string, attrs: Record<string, unknown> = {}): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (type === 'orderedList') {
    const start = attrs.start;
    if (typeof start === 'number' && start !== 1) out.start = start;
    const kind = text(attrs.type);
    if (kind) out.type = kind;
  }
  if (type === 'link') {
    // Addresses the server would refuse are not followed (as the editor drops them).
    const href = isRichTextHref(attrs.href) ? attrs.href : undefined;
    if (href) out.href = href;
    // An attribute the document leaves out has the editor's default; one it sets to null, none.
    const target = attrs.target === undefined ? LINK_DEFAULTS.target : text(attrs.target);
    if (target) out.target = target;
    const rel = attrs.rel === undefined ? LINK_DEFAULTS.rel : text(attrs.rel);
    if (rel) out.rel = rel;
    const className = text(attrs.class);
    if (className) out.className = className;
    const title = text(attrs.title);
    if (title) out.title = title;
  }
  return out;
}

const sameMark = (a: Mark, b: Mark): boolean =>
  a.type === b.type && JSON.stringify(a.attrs ?? {}) === JSON.stringify(b.attrs ?? {});

function markElement(mark: Mark, children: ReactNode[]): ReactNode {
  const tag = MARK_TAGS[mark.type];
  if (!tag) throw new UnknownNode(mark.type);
  return createElement(tag, domAttributes(mark.type, mark.attrs), ...children);
}

/**
 * A block's inline content, with a mark that runs over neighbouring text nodes as one element (a
 * link over plain and bold words is one link), as the editor's serializer writes it.
 */
function renderInline(nodes: readonly RichTextNode[]): ReactNode[] {
  const root: ReactNode[] = [];
  const open: { mark: Mark; children: ReactNode[] }[] = [];
  const into = () => open.at(-1)?.children ?? root;
  const close = () => {
    const frame = open.pop()!;
    into().push(markElement(frame.mark, frame.children));
  };
  for (const node of nodes) {
    const marks = Array.isArray(node.marks) ? (node.marks as Mark[]) : [];
    let kept = 0;
    while (kept < open.length && kept < marks.length && sameMark(open[kept]!.mark, marks[kept]!)) kept++;
    while (open.length > kept) close();
    for (const mark of marks.slice(kept)) open.push({ mark, children: [] });
    if (node.type === 'text') into().push(typeof node.text === 'string' ? node.text : '');
    else if (node.type === 'hardBreak') into().push(createElement('br'));
    else throw new UnknownNode(node.type);
  }
  while (open.length) close();
  return root;
}

function renderBlock(node: RichTextNode, key: number): ReactNode {
  const tag = NODE_TAGS[node.type];
  if (!tag || node.type === 'hardBreak') throw new UnknownNode(node.type);
  const content = Array.isArray(node.content) ? (node.content as RichTextNode[]) : [];
  const attrs = { key, ...domAttributes(node.type, node.attrs as Record<string, unknown> | undefined) };
  // A paragraph holds text; a list its items, an item its blocks.
  return node.type === 'paragraph'
    ? createElement(tag, attrs, ...renderInline(content))
    : createElement(tag, attrs, ...content.map(renderBlock));
}

/**
 * The document's blocks as React elements; a node or mark the schema does not know (a newer
 * editor's) throws, and the caller shows the plain text instead.
 */
function richTextNodes(doc: RichText): ReactNode[] {
  return (doc.content ?? []).map(renderBlock);
}

/** The document rendered as the editor would render it, without an editor (`className` on its box). */
export function RichTextView({ doc, className, fallback }: { doc: RichText; className: string; fallback: () => string }) {
  let content: ReactNode;
  try {
    content = richTextNodes(doc);
  } catch (error) {
    if (!(error instanceof UnknownNode)) throw error;
    content = fallback();
  }
  return <div className={`rich-text ${className}`}>{content}</div>;
}
