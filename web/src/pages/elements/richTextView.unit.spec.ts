import { richTextSchema, type RichText } from '@brandtrail/domain/pages/elements';
import type { DOMOutputSpec, MarkType, NodeType } from '@tiptap/pm/model';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { richTextEditorSchema as schema } from './richTextEditor';
import { domAttributes, RichTextView } from './richTextView';

/** What `toDOM` writes for a node or mark with these attributes: its tag and attributes. */
function written(spec: DOMOutputSpec): { tag: string; attrs: Record<string, unknown> } {
  const [tag, second] = spec as [string, unknown];
  const attrs = second && typeof second === 'object' && !Array.isArray(second) ? (second as Record<string, unknown>) : {};
  return { tag, attrs: Object.fromEntries(Object.entries(attrs).filter(([, v]) => v !== null && v !== undefined)) };
}

/** React's attribute names back to HTML's, as `toDOM` spells them. */
const asHtml = (attrs: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k === 'className' ? 'class' : k, v]));

const nodeSamples: Record<string, Record<string, unknown>[]> = {
  paragraph: [{}],
  bulletList: [{}],
  orderedList: [
    { start: 1, type: null },
    { start: 3, type: 'a' },
  ],
  listItem: [{}],
  hardBreak: [{}],
};
const markSamples: Record<string, Record<string, unknown>[]> = {
  bold: [{}],
  italic: [{}],
  strike: [{}],
  underline: [{}],
  link: [
    { href: 'https://example.com', target: null, rel: null, class: null, title: null },
    { href: 'mailto:a@example.com', target: '_self', rel: 'nofollow', class: 'x', title: 'Mail us' },
  ],
};

describe("a rich text's reader view", () => {
  it('writes every node and mark of the domain schema with the tag and attributes the editor writes', () => {
    // Every element node and mark the server takes has samples (doc and text are no element).
    expect(Object.keys(nodeSamples).sort()).toEqual(
      Object.keys(richTextSchema.nodes)
        .filter((n) => n !== 'doc' && n !== 'text')
        .sort(),
    );
    expect(Object.keys(markSamples).sort()).toEqual(Object.keys(richTextSchema.marks).sort());
    for (const [name, samples] of Object.entries(nodeSamples)) {
      const type = schema.nodes[name] as NodeType;
      for (const attrs of samples) {
        const node = type.create(attrs, type.spec.content ? undefined : null);
        const editor = written(type.spec.toDOM!(node));
        const view = {
          tag: ({ bulletList: 'ul', orderedList: 'ol', listItem: 'li', paragraph: 'p', hardBreak: 'br' } as const)[name],
          attrs: asHtml(domAttributes(name, node.attrs)),
        };
        expect({ name, ...view }).toEqual({ name, ...editor });
      }
    }
    for (const [name, samples] of Object.entries(markSamples)) {
      const type = schema.marks[name] as MarkType;
      for (const attrs of samples) {
        const mark = type.create(attrs);
        const editor = written(type.spec.toDOM!(mark, true));
        const html = renderToStaticMarkup(
          createElement(RichTextView, {
            doc: {
              type: 'doc',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: name, attrs }] }] }],
            },
            className: 'c',
            fallback: () => 'fallback',
          }),
        );
        const element = new RegExp(`<p><${editor.tag}( [^>]*)?>x</${editor.tag}></p>`).exec(html);
        expect(element, `${name}: ${html}`).not.toBeNull();
        const rendered = Object.fromEntries([...(element![1] ?? '').matchAll(/ ([a-z]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
        expect({ name, attrs: rendered }).toEqual({
          name,
          attrs: Object.fromEntries(Object.entries(editor.attrs).map(([k, v]) => [k, String(v)])),
        });
      }
    }
  });

  it('nests marks, lists and breaks as the document does, and shows the plain text of what it does not know', () => {
    const doc: RichText = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Bold ', marks: [{ type: 'bold' }] },
            { type: 'text', text: 'and both', marks: [{ type: 'bold' }, { type: 'italic' }] },
            { type: 'hardBreak' },
            { type: 'text', text: 'next line' },
          ],
        },
        {
          type: 'orderedList',
          attrs: { start: 2 },
          content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'two' }] }] }],
        },
      ],
    };
    const html = (d: RichText) =>
      renderToStaticMarkup(createElement(RichTextView, { doc: d, className: 'rich-text-body', fallback: () => 'plain' }));
    expect(html(doc)).toBe(
      '<div class="rich-text rich-text-body"><p><strong>Bold <em>and both</em></strong><br/>next line</p><ol start="2"><li><p>two</p></li></ol></div>',
    );
    // A link over plain and bold words is one link, as the editor writes it.
    const link = { type: 'link', attrs: { href: 'https://example.com', target: '_blank', rel: 'noopener noreferrer' } };
    expect(
      html({
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Blue leads, ', marks: [link] },
              { type: 'text', text: 'always', marks: [link, { type: 'bold' }] },
              { type: 'text', text: '.' },
            ],
          },
        ],
      }),
    ).toBe(
      '<div class="rich-text rich-text-body"><p><a href="https://example.com" target="_blank" rel="noopener noreferrer">Blue leads, <strong>always</strong></a>.</p></div>',
    );
    // A link the server would refuse is shown as text, not followed.
    expect(
      html({
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }],
          },
        ],
      }),
    ).not.toContain('href');
    expect(html({ type: 'doc', content: [{ type: 'table' }] })).toBe('<div class="rich-text rich-text-body">plain</div>');
  });
});
