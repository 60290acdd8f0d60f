import {
  checkElementFields,
  richTextSchema,
  type RichTextMarkSpec,
  type RichTextNodeSpec,
} from '@brandtrail/domain/pages/elements';
import { Node as PmNode, type Mark, type NodeType, type Schema } from '@tiptap/pm/model';
import { EditorState } from '@tiptap/pm/state';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import compiledDe from '../../i18n/compiled/de.json';
import compiledEn from '../../i18n/compiled/en.json';
import { allowedLinksPlugin, linkFormAction, richTextEditorSchema as schema, withoutRefusedLinks } from './richTextEditor';

const domainNodes: Readonly<Record<string, RichTextNodeSpec>> = richTextSchema.nodes;
const domainMarks: Readonly<Record<string, RichTextMarkSpec>> = richTextSchema.marks;
const sorted = (names: Iterable<string>) => [...names].sort();
const names = (types: readonly NodeType[]) => sorted(types.map((t) => t.name));

/** The domain's check of a headline or text element's document: throws what the server answers. */
const serverTakes = (json: unknown) => checkElementFields('text', { text: json }).text;

/** A document as the editor builds it: nodes of its own schema, every attribute as the editor sets it. */
function editorDocument(s: Schema): PmNode {
  const { nodes, marks } = s;
  const text = (value: string, ...m: Mark[]) => s.text(value, m);
  const paragraph = (...content: PmNode[]) => nodes.paragraph!.create(null, content);
  const item = (...content: PmNode[]) => nodes.listItem!.create(null, content);
  const link = (href: string) => marks.link!.create({ href });
  return nodes.doc!.create(null, [
    paragraph(
      text('plain '),
      text('bold', marks.bold!.create()),
      text(' italic', marks.italic!.create()),
      text(' struck', marks.strike!.create()),
      text(' underlined', marks.underline!.create()),
      nodes.hardBreak!.create(),
      text('after a break', marks.bold!.create(), marks.italic!.create()),
    ),
    paragraph(),
    nodes.bulletList!.create(null, [
      item(paragraph(text('one'))),
      item(paragraph(text('two')), nodes.orderedList!.create(null, [item(paragraph(text('two a'))), item(paragraph())])),
    ]),
    nodes.orderedList!.create({ start: 3 }, [item(paragraph(text('three')), paragraph(text('more')))]),
    paragraph(
      text('site', link('https://example.com/guide?x=1#colours')),
      text(' mail', link('mailto:brand@example.com')),
      text(' phone', link('tel:+49 30 1234-567')),
      text(' everything', link('http://example.org'), marks.bold!.create(), marks.strike!.create()),
    ),
  ]);
}

describe('the rich-text editor and the domain', () => {
  it('name the same node types, marks and attributes', () => {
    expect(sorted(Object.keys(schema.nodes))).toEqual(sorted(Object.keys(domainNodes)));
    expect(sorted(Object.keys(schema.marks))).toEqual(sorted(Object.keys(domainMarks)));
    for (const [name, type] of Object.entries(schema.nodes))
      expect(sorted(Object.keys(type.spec.attrs ?? {})), name).toEqual(sorted(Object.keys(domainNodes[name]?.attrs ?? {})));
    for (const [name, type] of Object.entries(schema.marks))
      expect(sorted(Object.keys(type.spec.attrs ?? {})), name).toEqual(sorted(Object.keys(domainMarks[name]?.attrs ?? {})));
  });

  it('put the same children in the same places, and marks on inline nodes only', () => {
    const all = Object.values(schema.nodes);
    for (const [name, type] of Object.entries(schema.nodes)) {
      const spec = domainNodes[name]!;
      expect(type.isInline, name).toBe(Boolean(spec.inline));
      expect(type.isText, name).toBe(Boolean(spec.text));
      expect(type.isLeaf, name).toBe(!spec.content);
      if (!spec.content) continue;
      const start = type.contentMatch;
      expect(start.validEnd, `${name} may be empty`).toBe(!spec.content.required);
      const first = all.filter((child) => start.matchType(child));
      expect(names(first), `${name}: first child`).toEqual(sorted(spec.content.first));
      for (const one of first) {
        const after = start.matchType(one)!;
        expect(after.validEnd, `${name} after ${one.name}`).toBe(true);
        const then = all.filter((child) => after.matchType(child));
        expect(names(then), `${name}: after ${one.name}`).toEqual(sorted(spec.content.then));
        for (const two of then)
          expect(names(all.filter((child) => after.matchType(two)!.matchType(child)))).toEqual(sorted(spec.content.then));
      }
      // ProseMirror allows marks inside a node whose content is inline, none inside a block container.
      for (const mark of Object.values(schema.marks))
        expect(type.allowsMarkType(mark), `${mark.name} in ${name}`).toBe(type.inlineContent);
    }
  });

  it('produce only documents the server takes, with every node, mark and attribute the editor has', () => {
    const doc = editorDocument(schema);
    doc.check();
    const json = doc.toJSON() as unknown;
    expect(serverTakes(json)).toEqual(json);
    const used = { nodes: new Set<string>(), marks: new Set<string>() };
    doc.descendants((node) => {
      used.nodes.add(node.type.name);
      for (const mark of node.marks) used.marks.add(mark.type.name);
    });
    used.nodes.add('doc');
    expect(sorted(used.nodes)).toEqual(sorted(Object.keys(schema.nodes)));
    expect(sorted(used.marks)).toEqual(sorted(Object.keys(schema.marks)));
    // What the editor's JSON carries: every attribute, with its default (the link's null class and title).
    expect(JSON.stringify(json)).toContain('{"type":"orderedList","attrs":{"start":3,"type":null}');
    expect(JSON.stringify(json)).toContain(
      '{"type":"link","attrs":{"href":"tel:+49 30 1234-567","target":"_blank","rel":"noopener noreferrer","class":null,"title":null}}',
    );
    // A new element's document, and a document the server takes, load in the editor.
    PmNode.fromJSON(schema, serverTakes({ type: 'doc', content: [{ type: 'paragraph' }] })).check();
  });

  it('takes a link the server would refuse off the document with the next change, keeping its text', () => {
    const paragraph = schema.nodes.paragraph!.create(null, [schema.text('safe '), schema.text('unsafe')]);
    let state = EditorState.create({ schema, doc: schema.nodes.doc!.create(null, [paragraph]), plugins: [allowedLinksPlugin()] });
    const link = (href: string) => schema.marks.link!.create({ href });
    // "safe " is 1..6, "unsafe" 6..12 (the paragraph opens at 0).
    state = state.apply(state.tr.addMark(1, 6, link('https://example.com')));
    for (const href of ['javascript:alert(1)', 'data:text/html,x', 'ftp://example.com', '/relative']) {
      const next = state.applyTransaction(state.tr.addMark(6, 12, link(href))).state;
      expect(JSON.stringify(next.doc.toJSON()), href).not.toContain(href);
      expect(next.doc.textContent).toBe('safe unsafe');
      expect(serverTakes(next.doc.toJSON())).toBeDefined();
    }
    // A document stored before the server checked: cleaned by the same function.
    const stored = EditorState.create({
      schema,
      doc: PmNode.fromJSON(schema, {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'vbscript:x' } }] }] },
        ],
      }),
    });
    const cleaned = stored.apply(withoutRefusedLinks(stored)!);
    expect(cleaned.doc.toJSON()).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x' }] }],
    });
    expect(withoutRefusedLinks(cleaned)).toBeNull();
  });
});

describe('the link form', () => {
  const de = createIntl({ locale: 'de', messages: compiledDe });
  const en = createIntl({ locale: 'en', messages: compiledEn });

  it('refuses a javascript: address (and other scripts) before sending, with a translated message', () => {
    for (const typed of [
      'javascript:alert(document.cookie)',
      '  JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'https://exa\u0000mple.com',
    ]) {
      const result = linkFormAction(typed);
      expect(result.action, JSON.stringify(typed)).toBe('refuse');
      if (result.action !== 'refuse') continue;
      expect(en.formatMessage(result.message)).toBe(
        'Please enter a web address (https://…), an email address or a phone number (tel:…).',
      );
      expect(de.formatMessage(result.message)).toBe(
        'Bitte geben Sie eine Webadresse (https://…), eine E-Mail-Adresse oder eine Telefonnummer (tel:…) ein.',
      );
    }
  });

  it('sends addresses the server takes, completing one typed without a scheme, and removes the link when empty', () => {
    const cases: [string, string][] = [
      ['https://example.com/guide', 'https://example.com/guide'],
      [' example.com ', 'https://example.com'],
      ['www.example.com:8080/x', 'https://www.example.com:8080/x'],
      ['team@example.com', 'mailto:team@example.com'],
      ['mailto:team@example.com', 'mailto:team@example.com'],
      ['tel:+49 30 1234', 'tel:+49 30 1234'],
    ];
    for (const [typed, href] of cases) {
      expect(linkFormAction(typed)).toEqual({ action: 'set', href });
      const doc = {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [schema.marks.link!.create({ href }).toJSON()] }] },
        ],
      };
      expect(serverTakes(doc)).toEqual(doc);
    }
    expect(linkFormAction('   ')).toEqual({ action: 'unset' });
  });
});
