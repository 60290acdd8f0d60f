import { describe, expect, it } from 'vitest';
import { expectRefusal } from '../testing';
import {
  changedFields,
  checkElementFields,
  ELEMENT_WORDS_MAX,
  elementTypes,
  elementWords,
  newElement,
  type ElementType,
} from './elements';

const id = '00000000-0000-4000-8000-000000000001';
const other = '00000000-0000-4000-8000-000000000002';

/** The common defaults of spec section 3, written out. */
const common = {
  width: 1,
  height: 0,
  newLine: false,
  verticalAlign: 'top',
  marginTop: 0.02,
  marginBottom: 0.02,
  marginX: 0.04,
  fontSize: 14,
  fontAsset: null,
  borderRadius: 0,
  textColor: null,
  textColorElement: null,
  rowWidth: 'default',
  rowBackgroundColor: null,
  rowBackgroundColorElement: null,
  rowBackgroundWidth: 'fullwidth',
  rowBorderRadius: 0,
};

const fails = expectRefusal;

describe('new elements', () => {
  it('cover the eleven types of the spec', () => {
    expect(elementTypes).toEqual([
      'headline',
      'text',
      'color',
      'navigation',
      'hyperlink',
      'spacer',
      'link',
      'gallery',
      'mockup',
      'download',
      'font',
    ]);
  });
  it('headline: font 36 and an empty document', () => {
    expect(newElement('headline', id)).toEqual({
      id,
      type: 'headline',
      width: 1,
      height: 0,
      newLine: false,
      verticalAlign: 'top',
      marginTop: 0.02,
      marginBottom: 0.02,
      marginX: 0.04,
      fontSize: 36,
      fontAsset: null,
      borderRadius: 0,
      textColor: null,
      textColorElement: null,
      rowWidth: 'default',
      rowBackgroundColor: null,
      rowBackgroundColorElement: null,
      rowBackgroundWidth: 'fullwidth',
      rowBorderRadius: 0,
      text: { type: 'doc', content: [{ type: 'paragraph' }] },
    });
  });
  it('text: font 16', () => {
    expect(newElement('text', id)).toEqual({
      id,
      type: 'text',
      ...common,
      fontSize: 16,
      text: { type: 'doc', content: [{ type: 'paragraph' }] },
    });
  });
  it('color: no colour, no label, no palette', () => {
    expect(newElement('color', id)).toEqual({ id, type: 'color', ...common, label: '', color: null, colors: [] });
  });
  it('navigation: font 20, no headline skipped', () => {
    expect(newElement('navigation', id)).toEqual({ id, type: 'navigation', ...common, fontSize: 20, skipHeadlines: 0 });
  });
  it('hyperlink: radius 30, public', () => {
    expect(newElement('hyperlink', id)).toEqual({
      id,
      type: 'hyperlink',
      ...common,
      borderRadius: 30,
      url: '',
      label: '',
      public: true,
      caption: '',
      info: '',
    });
  });
  it('spacer: separator off, separatorSize 1, height 0.25', () => {
    expect(newElement('spacer', id)).toEqual({
      id,
      type: 'spacer',
      ...common,
      height: 0.25,
      separator: false,
      separatorSize: 1,
    });
  });
  it('link: links nothing yet', () => {
    expect(newElement('link', id)).toEqual({ id, type: 'link', ...common, linkedElement: null });
  });
  it('gallery: one column, gaps 0.02, contain, scale 1, no border, lightbox and download on, centred', () => {
    expect(newElement('gallery', id)).toEqual({
      id,
      type: 'gallery',
      ...common,
      verticalAlign: 'center',
      assets: [],
      items: [],
      columns: 1,
      gapX: 0.02,
      gapY: 0.02,
      fit: 'contain',
      scale: 1,
      border: false,
      lightbox: true,
      download: true,
      backgroundColor: null,
      backgroundColorElement: null,
    });
  });
  it('mockup: card, rotation 0, cover, scale 0.75, lightbox and download off, no asset', () => {
    expect(newElement('mockup', id)).toEqual({
      id,
      type: 'mockup',
      ...common,
      variant: 'card',
      color: null,
      colorElement: null,
      label: '',
      rotation: 0,
      fit: 'cover',
      scale: 0.75,
      border: false,
      lightbox: false,
      download: false,
      backgroundColor: null,
      backgroundColorElement: null,
      asset: null,
    });
  });
  it('download: radius 30, not public, no files', () => {
    expect(newElement('download', id)).toEqual({
      id,
      type: 'download',
      ...common,
      borderRadius: 30,
      label: '',
      assets: [],
      public: false,
      caption: '',
      info: '',
    });
  });
  it('font: font 36 with the alphabet and digits as its sample, no font yet', () => {
    expect(newElement('font', id)).toEqual({
      id,
      type: 'font',
      ...common,
      fontSize: 36,
      text: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ\nabcdefghijklmnopqrstuvwxyz\n0123456789',
      asset: null,
    });
  });
  it('never share a list between two galleries', () => {
    const a = newElement('gallery', id);
    const b = newElement('gallery', other);
    expect(a.assets).not.toBe(b.assets);
    expect(a.items).not.toBe(b.items);
  });
  it('never share a document between two elements', () => {
    const a = newElement('text', id);
    const b = newElement('text', other);
    expect(a.text).not.toBe(b.text);
  });
});

describe('element fields', () => {
  const check = (type: ElementType, input: Record<string, unknown>) => () => checkElementFields(type, input);

  it('take valid values, normalising colours and trimming texts', () => {
    expect(
      checkElementFields('hyperlink', {
        width: 0.5,
        newLine: true,
        verticalAlign: 'bottom',
        marginTop: 0,
        marginX: 1,
        fontSize: 6,
        borderRadius: 200,
        textColor: '#2f4bd8',
        rowBackgroundColorElement: other.toUpperCase(),
        rowWidth: 'wide',
        url: ' https://example.com/a?b=c ',
        label: ' Website ',
        public: false,
      }),
    ).toEqual({
      width: 0.5,
      newLine: true,
      verticalAlign: 'bottom',
      marginTop: 0,
      marginX: 1,
      fontSize: 6,
      borderRadius: 200,
      textColor: '2F4BD8',
      rowBackgroundColorElement: other,
      rowWidth: 'wide',
      url: 'https://example.com/a?b=c',
      label: 'Website',
      public: false,
    });
  });
  it('refuse fields the type does not have, and id or type', () => {
    fails(check('spacer', { url: 'https://example.com' }), 'ELEMENT_FIELD_UNKNOWN', { field: 'url', type: 'spacer' });
    fails(check('text', { type: 'headline' }), 'ELEMENT_FIELD_UNKNOWN');
    fails(check('text', { id: other }), 'ELEMENT_FIELD_UNKNOWN');
    fails(check('text', { toString: 1 }), 'ELEMENT_FIELD_UNKNOWN');
    fails(check('text', JSON.parse('{"__proto__": {"width": 0.5}}') as Record<string, unknown>), 'ELEMENT_FIELD_UNKNOWN');
  });
  it('refuse wrong types', () => {
    fails(check('text', { width: '0.5' }), 'ELEMENT_FIELD_INVALID', { field: 'width' });
    fails(check('text', { width: Number.NaN }), 'ELEMENT_FIELD_INVALID');
    fails(check('text', { newLine: 'yes' }), 'ELEMENT_FIELD_INVALID');
    fails(check('text', { verticalAlign: 'middle' }), 'ELEMENT_FIELD_INVALID');
    fails(check('text', { rowBackgroundWidth: 'full' }), 'ELEMENT_FIELD_INVALID');
    fails(check('text', { textColorElement: '__new/1' }), 'ELEMENT_FIELD_INVALID');
    fails(check('text', { fontAsset: 'a b' }), 'ELEMENT_FIELD_INVALID');
    fails(check('navigation', { skipHeadlines: 1.5 }), 'ELEMENT_FIELD_INVALID');
    fails(check('hyperlink', { label: 3 }), 'ELEMENT_FIELD_INVALID');
    fails(check('spacer', { separator: 1 }), 'ELEMENT_FIELD_INVALID');
  });
  it('refuse values out of range', () => {
    fails(check('text', { width: 0 }), 'ELEMENT_FIELD_RANGE', { field: 'width', min: 0, max: 1 });
    fails(check('text', { width: 1.01 }), 'ELEMENT_FIELD_RANGE');
    fails(check('text', { marginTop: -0.01 }), 'ELEMENT_FIELD_RANGE');
    fails(check('text', { marginBottom: 1.5 }), 'ELEMENT_FIELD_RANGE');
    fails(check('text', { fontSize: 5 }), 'ELEMENT_FIELD_RANGE', { min: 6, max: 400 });
    fails(check('text', { fontSize: 401 }), 'ELEMENT_FIELD_RANGE');
    fails(check('text', { borderRadius: 201 }), 'ELEMENT_FIELD_RANGE');
    fails(check('text', { rowBorderRadius: -1 }), 'ELEMENT_FIELD_RANGE');
    fails(check('spacer', { separatorSize: 0 }), 'ELEMENT_FIELD_RANGE');
  });
  it('refuse colours that are not six hex digits', () => {
    fails(check('text', { textColor: '#fff' }), 'COLOR_INVALID');
    fails(check('text', { rowBackgroundColor: 'red' }), 'COLOR_INVALID');
    fails(check('color', { color: '12345G' }), 'COLOR_INVALID');
    expect(checkElementFields('text', { textColor: null })).toEqual({ textColor: null });
  });
  it('check a colour palette', () => {
    expect(checkElementFields('color', { colors: [{ color: 'ffb000', label: ' Sun ' }, { color: '#000000' }] })).toEqual({
      colors: [
        { color: 'FFB000', label: 'Sun' },
        { color: '000000', label: '' },
      ],
    });
    fails(check('color', { colors: Array.from({ length: 25 }, () => ({ color: '000000' })) }), 'ELEMENT_LIST_TOO_LONG');
    fails(check('color', { colors: [{ color: '000000', extra: 1 }] }), 'ELEMENT_FIELD_INVALID');
    fails(check('color', { colors: 'red' }), 'ELEMENT_FIELD_INVALID');
    fails(check('color', { label: 'x'.repeat(61) }), 'COLOR_LABEL_TOO_LONG');
  });
  it('allow only http(s) and mailto links', () => {
    expect(checkElementFields('hyperlink', { url: 'mailto:team@example.com' })).toEqual({ url: 'mailto:team@example.com' });
    expect(checkElementFields('hyperlink', { url: 'http://example.com' })).toEqual({ url: 'http://example.com' });
    expect(checkElementFields('hyperlink', { url: '  ' })).toEqual({ url: '' });
    for (const bad of ['javascript:alert(1)', 'ftp://example.com', 'example.com', 'https://', 'mailto:', 'https://a b.com'])
      fails(check('hyperlink', { url: bad }), 'ELEMENT_URL_INVALID');
    fails(check('hyperlink', { url: `https://example.com/${'a'.repeat(2000)}` }), 'ELEMENT_URL_INVALID');
  });
  it('limit label, caption and info lengths', () => {
    fails(check('hyperlink', { label: 'x'.repeat(101) }), 'TEXT_TOO_LONG', { field: 'label', max: 100 });
    fails(check('hyperlink', { caption: 'x'.repeat(301) }), 'TEXT_TOO_LONG', { field: 'caption', max: 300 });
    fails(check('hyperlink', { info: 'x'.repeat(2001) }), 'TEXT_TOO_LONG', { field: 'info', max: 2000 });
  });
  it('refuse control characters in an address', () => {
    for (const bad of [
      'https://example.com/\u0000',
      'https://example.com/a\u0007b',
      'https://example.com/\u0085',
      'mailto:a\u001f@b.org',
    ])
      fails(check('hyperlink', { url: bad }), 'ELEMENT_URL_INVALID');
  });
});

describe('rich text', () => {
  const check = (doc: unknown) => () => checkElementFields('text', { text: doc });
  const doc = (...content: unknown[]) => ({ type: 'doc', content });
  const p = (...content: unknown[]) => (content.length ? { type: 'paragraph', content } : { type: 'paragraph' });
  const t = (text: string, ...marks: unknown[]) => (marks.length ? { type: 'text', marks, text } : { type: 'text', text });
  const item = (...content: unknown[]) => ({ type: 'listItem', content });
  /** A link mark as the editor's JSON carries it: every attribute, defaults included. */
  const link = (href: unknown, more: Record<string, unknown> = {}) => ({
    type: 'link',
    attrs: { href, target: '_blank', rel: 'noopener noreferrer', class: null, title: null, ...more },
  });
  const inParagraph = (node: unknown) => doc(p(node));
  const linked = (href: unknown) => doc(p(t('here', link(href))));

  it('take what the editor produces: paragraphs, marks, links, hard breaks and nested lists', () => {
    const written = doc(
      p(
        t('Plain, '),
        t('bold', { type: 'bold' }),
        t(', '),
        t('italic', { type: 'italic' }),
        t(' and '),
        t('struck', { type: 'strike' }),
      ),
      p(),
      p(t('first line'), { type: 'hardBreak' }, t('second line', { type: 'underline' }), {
        type: 'hardBreak',
        marks: [{ type: 'bold' }],
      }),
      {
        type: 'bulletList',
        content: [
          item(p(t('one'))),
          item(p(t('two')), { type: 'orderedList', attrs: { start: 1, type: null }, content: [item(p(t('two a'))), item(p())] }),
        ],
      },
      { type: 'orderedList', attrs: { start: 3, type: 'a' }, content: [item(p(t('three')), p(t('more of three')))] },
      p(
        t('site', link('https://example.com/guide?x=1#colours')),
        t(' mail', link('mailto:brand@example.com')),
        t(' phone', link('tel:+49 30 1234-567')),
        t(
          ' all marks',
          link('http://example.org', { target: null, rel: null }),
          { type: 'bold' },
          { type: 'italic' },
          { type: 'strike' },
          { type: 'underline' },
        ),
      ),
    );
    expect(checkElementFields('text', { text: written })).toEqual({ text: written });
    expect(checkElementFields('headline', { text: doc(p(t('Colours'))) })).toEqual({ text: doc(p(t('Colours'))) });
    // The defaults of a new element, and what other clients send: attributes left out, or null.
    expect(checkElementFields('text', { text: newElement('text', id).text })).toEqual({ text: newElement('text', id).text });
    expect(checkElementFields('text', { text: linked('https://example.com') })).toBeDefined();
    expect(
      checkElementFields('text', { text: doc(p(t('x', { type: 'link', attrs: { href: 'https://a.org' } }))) }),
    ).toBeDefined();
    expect(checkElementFields('text', { text: doc({ type: 'orderedList', content: [item(p())] }) })).toBeDefined();
    expect(
      checkElementFields('text', { text: doc({ type: 'orderedList', attrs: { start: null }, content: [item(p())] }) }),
    ).toBeDefined();
    // A pasted link's title="2024" is the number 2024 in TipTap's JSON.
    expect(
      checkElementFields('text', { text: doc(p(t('x', link('https://a.org', { title: 2024, class: 'external' })))) }),
    ).toBeDefined();
  });

  it('refuse what is not a document, or an empty one', () => {
    fails(check('Hello'), 'ELEMENT_TEXT_INVALID');
    fails(check(null), 'ELEMENT_TEXT_INVALID');
    fails(check([]), 'ELEMENT_TEXT_INVALID');
    fails(check({ type: 'paragraph', content: [] }), 'ELEMENT_TEXT_INVALID');
    fails(check({ type: 'doc' }), 'ELEMENT_TEXT_INVALID');
    fails(check(doc()), 'ELEMENT_TEXT_INVALID');
    fails(check({ type: 'doc', content: {} }), 'ELEMENT_TEXT_INVALID');
    fails(check(doc('text')), 'ELEMENT_TEXT_INVALID');
    fails(check(doc({ text: 'no type' })), 'ELEMENT_TEXT_INVALID');
    fails(check(doc({ type: 7 })), 'ELEMENT_TEXT_INVALID');
  });

  it('refuse node types, marks, attributes and keys the editor does not have, naming them', () => {
    for (const type of ['heading', 'blockquote', 'codeBlock', 'horizontalRule', 'image', 'iframe', 'script', 'taskList'])
      fails(check(doc({ type, content: [t('x')] })), 'ELEMENT_TEXT_UNSUPPORTED', { name: type });
    fails(check(inParagraph({ type: 'mention', attrs: { id: 1 } })), 'ELEMENT_TEXT_UNSUPPORTED', { name: 'mention' });
    for (const mark of ['code', 'textStyle', 'highlight', 'subscript'])
      fails(check(inParagraph(t('x', { type: mark }))), 'ELEMENT_TEXT_UNSUPPORTED', { name: mark });
    fails(check(doc({ type: 'paragraph', attrs: { textAlign: 'center' } })), 'ELEMENT_TEXT_UNSUPPORTED', { name: 'textAlign' });
    fails(check(doc({ type: 'paragraph', attrs: { style: 'x' }, content: [t('x')] })), 'ELEMENT_TEXT_UNSUPPORTED', {
      name: 'style',
    });
    fails(check(doc({ type: 'bulletList', attrs: { start: 2 }, content: [item(p())] })), 'ELEMENT_TEXT_UNSUPPORTED', {
      name: 'start',
    });
    fails(check(inParagraph(t('x', link('https://a.org', { onclick: 'alert(1)' })))), 'ELEMENT_TEXT_UNSUPPORTED', {
      name: 'onclick',
    });
    fails(check(inParagraph(t('x', { type: 'bold', attrs: { style: 'x' } }))), 'ELEMENT_TEXT_UNSUPPORTED', { name: 'style' });
    fails(check(doc({ type: 'paragraph', html: '<script>' })), 'ELEMENT_TEXT_UNSUPPORTED', { name: 'html' });
    fails(check(inParagraph({ type: 'bold', text: 'x', marks: [] })), 'ELEMENT_TEXT_UNSUPPORTED', { name: 'bold' });
    fails(check(inParagraph(t('x', { type: 'bold', href: 'x' }))), 'ELEMENT_TEXT_UNSUPPORTED', { name: 'href' });
    fails(check(doc({ type: 'x'.repeat(100) })), 'ELEMENT_TEXT_UNSUPPORTED', { name: 'x'.repeat(40) });
  });

  it('refuse attributes of the wrong type', () => {
    const ordered = (attrs: unknown) => check(doc({ type: 'orderedList', attrs, content: [item(p())] }));
    for (const attrs of [{ start: '3' }, { start: 1.5 }, { start: true }, { type: 1 }, { type: {} }, 'start', []])
      fails(ordered(attrs), 'ELEMENT_TEXT_INVALID');
    for (const more of [{ title: {} }, { target: ['_blank'] }, { rel: Number.NaN }])
      fails(check(inParagraph(t('x', link('https://a.org', more)))), 'ELEMENT_TEXT_INVALID');
  });

  it('refuse text nodes without text, and text or content where the node takes none', () => {
    fails(check(inParagraph({ type: 'text' })), 'ELEMENT_TEXT_INVALID');
    fails(check(inParagraph({ type: 'text', text: '' })), 'ELEMENT_TEXT_INVALID');
    fails(check(inParagraph({ type: 'text', text: 5 })), 'ELEMENT_TEXT_INVALID');
    fails(check(inParagraph({ type: 'text', text: 'x', content: [] })), 'ELEMENT_TEXT_INVALID');
    fails(check(inParagraph({ type: 'hardBreak', content: [t('x')] })), 'ELEMENT_TEXT_INVALID');
    fails(check(doc({ type: 'paragraph', text: 'x' })), 'ELEMENT_TEXT_INVALID');
  });

  it('refuse nodes where the editor never puts them', () => {
    fails(check(doc(t('text in the document'))), 'ELEMENT_TEXT_INVALID');
    fails(check(doc({ type: 'hardBreak' })), 'ELEMENT_TEXT_INVALID');
    fails(check(doc(item(p()))), 'ELEMENT_TEXT_INVALID');
    fails(check(doc(p(p()))), 'ELEMENT_TEXT_INVALID');
    fails(check(doc(doc(p()))), 'ELEMENT_TEXT_INVALID');
    fails(check(doc({ type: 'bulletList', content: [p(t('x'))] })), 'ELEMENT_TEXT_INVALID');
    fails(check(doc({ type: 'bulletList', content: [] })), 'ELEMENT_TEXT_INVALID');
    fails(check(doc({ type: 'orderedList' })), 'ELEMENT_TEXT_INVALID');
    fails(check(doc({ type: 'bulletList', content: [item()] })), 'ELEMENT_TEXT_INVALID');
    fails(
      check(doc({ type: 'bulletList', content: [item({ type: 'bulletList', content: [item(p())] })] })),
      'ELEMENT_TEXT_INVALID',
    );
    fails(check(doc({ type: 'bulletList', content: [item(p(), t('x'))] })), 'ELEMENT_TEXT_INVALID');
  });

  it('refuse marks on blocks, malformed marks and a mark twice', () => {
    fails(check(doc({ type: 'paragraph', marks: [{ type: 'bold' }] })), 'ELEMENT_TEXT_INVALID');
    fails(check(inParagraph({ type: 'text', text: 'x', marks: { type: 'bold' } })), 'ELEMENT_TEXT_INVALID');
    fails(check(inParagraph({ type: 'text', text: 'x', marks: ['bold'] })), 'ELEMENT_TEXT_INVALID');
    fails(check(inParagraph(t('x', { type: 'bold' }, { type: 'bold' }))), 'ELEMENT_TEXT_INVALID');
    fails(check(inParagraph(t('x', link('https://a.org'), link('https://b.org')))), 'ELEMENT_TEXT_INVALID');
  });

  it('refuse link addresses other than http(s), mailto: and tel:', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.com',
      '/relative/path',
      '//example.com',
      '#colours',
      'example.com',
      'https://',
      'mailto:',
      'tel:',
      'tel:call-me',
      'tel:+49 30 12 ',
      'https://example.com/\u0000',
      'https://exa\u0007mple.com',
      'https://example.com/ a',
      'https://example.com ',
      `https://example.com/${'a'.repeat(2000)}`,
      '',
      null,
      42,
    ])
      fails(check(linked(href)), 'ELEMENT_URL_INVALID');
    fails(check(inParagraph(t('x', { type: 'link' }))), 'ELEMENT_URL_INVALID');
    fails(check(inParagraph(t('x', { type: 'link', attrs: { target: '_blank' } }))), 'ELEMENT_URL_INVALID');
  });

  it('limit the size and depth', () => {
    const big = doc(p(t('ä'.repeat(50_000))));
    fails(check(big), 'ELEMENT_TEXT_TOO_LARGE', { max: 100 });
    let deep: Record<string, unknown> = p(t('deep'));
    for (let i = 0; i < 100; i++) deep = { type: 'bulletList', content: [item(p(), deep)] };
    fails(check(doc(deep)), 'ELEMENT_TEXT_INVALID');
    let nested: Record<string, unknown> = p(t('nested'));
    for (let i = 0; i < 10; i++) nested = { type: 'bulletList', content: [item(p(t(`level ${i}`)), nested)] };
    expect(checkElementFields('text', { text: doc(nested) })).toBeDefined();
  });
});

describe('asset element fields', () => {
  const check = (type: ElementType, input: Record<string, unknown>) => () => checkElementFields(type, input);
  const a1 = '6F0E4A52-3C1B-4D8E-9A7F-0B2C4D6E8F10';
  const a2 = '11111111-2222-4333-8444-555555555555';

  it('take asset ids (UUIDs, stored lower-case) in order, and gallery items', () => {
    expect(
      checkElementFields('gallery', {
        assets: [a2, a1],
        items: [{ asset: a1, caption: ' Hero ', link: ' https://example.com ' }, { asset: a2 }],
        columns: 8,
        gapX: 0,
        gapY: 0.2,
        fit: 'cover',
        scale: 2,
        border: true,
        lightbox: false,
        download: false,
        backgroundColor: '#ffb000',
        backgroundColorElement: other,
        verticalAlign: 'top',
      }),
    ).toEqual({
      assets: [a2, a1.toLowerCase()],
      items: [
        { asset: a1.toLowerCase(), caption: 'Hero', link: 'https://example.com' },
        { asset: a2, caption: '', link: '' },
      ],
      columns: 8,
      gapX: 0,
      gapY: 0.2,
      fit: 'cover',
      scale: 2,
      border: true,
      lightbox: false,
      download: false,
      backgroundColor: 'FFB000',
      backgroundColorElement: other,
      verticalAlign: 'top',
    });
    expect(
      checkElementFields('mockup', {
        variant: 'phone',
        color: '000000',
        colorElement: other,
        label: ' App ',
        rotation: -180,
        fit: 'contain',
        scale: 0.1,
        asset: a1,
      }),
    ).toEqual({
      variant: 'phone',
      color: '000000',
      colorElement: other,
      label: 'App',
      rotation: -180,
      fit: 'contain',
      scale: 0.1,
      asset: a1.toLowerCase(),
    });
    expect(checkElementFields('mockup', { asset: null, rotation: 180 })).toEqual({ asset: null, rotation: 180 });
    expect(checkElementFields('download', { assets: [a1], public: true, label: ' Logos ', caption: 'c', info: 'i' })).toEqual({
      assets: [a1.toLowerCase()],
      public: true,
      label: 'Logos',
      caption: 'c',
      info: 'i',
    });
    expect(checkElementFields('font', { text: 'Aa\nBb', asset: a2, fontSize: 72 })).toEqual({
      text: 'Aa\nBb',
      asset: a2,
      fontSize: 72,
    });
  });
  it('allow the documented mockup variants only', () => {
    for (const variant of ['card', 'phone', 'laptop', 'browser', 'poster'])
      expect(checkElementFields('mockup', { variant })).toEqual({ variant });
    fails(check('mockup', { variant: 'tablet' }), 'ELEMENT_FIELD_INVALID', { field: 'variant' });
    fails(check('gallery', { fit: 'fill' }), 'ELEMENT_FIELD_INVALID', { field: 'fit' });
  });
  it('refuse values out of range', () => {
    fails(check('gallery', { columns: 0 }), 'ELEMENT_FIELD_RANGE', { field: 'columns', min: 1, max: 8 });
    fails(check('gallery', { columns: 9 }), 'ELEMENT_FIELD_RANGE');
    fails(check('gallery', { columns: 2.5 }), 'ELEMENT_FIELD_INVALID');
    fails(check('gallery', { gapX: -0.01 }), 'ELEMENT_FIELD_RANGE', { field: 'gapX', min: 0, max: 0.2 });
    fails(check('gallery', { gapY: 0.21 }), 'ELEMENT_FIELD_RANGE');
    fails(check('gallery', { scale: 0.09 }), 'ELEMENT_FIELD_RANGE', { min: 0.1, max: 2 });
    fails(check('mockup', { scale: 2.01 }), 'ELEMENT_FIELD_RANGE');
    fails(check('mockup', { rotation: 181 }), 'ELEMENT_FIELD_RANGE', { field: 'rotation', min: -180, max: 180 });
    fails(check('mockup', { rotation: -181 }), 'ELEMENT_FIELD_RANGE');
  });
  it('refuse asset ids that are no UUIDs, repeated assets and long lists', () => {
    fails(check('gallery', { assets: ['logo'] }), 'ELEMENT_FIELD_INVALID', { field: 'assets' });
    fails(check('gallery', { assets: a1 }), 'ELEMENT_FIELD_INVALID');
    fails(check('gallery', { assets: [a1, a1.toLowerCase()] }), 'ELEMENT_FIELD_INVALID');
    fails(check('mockup', { asset: '__new/1' }), 'ELEMENT_FIELD_INVALID', { field: 'asset' });
    fails(check('font', { asset: 42 }), 'ELEMENT_FIELD_INVALID');
    const many = Array.from({ length: 51 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    fails(check('download', { assets: many }), 'ELEMENT_LIST_TOO_LONG', { field: 'assets', max: 50 });
    expect((checkElementFields('download', { assets: many.slice(0, 50) }).assets as string[]).length).toBe(50);
    fails(check('gallery', { items: many.map((asset) => ({ asset })) }), 'ELEMENT_LIST_TOO_LONG', { field: 'items' });
  });
  it('check gallery items: known keys, an asset id once, caption length and link', () => {
    fails(check('gallery', { items: [{ asset: a1, title: 'x' }] }), 'ELEMENT_FIELD_INVALID', { field: 'items' });
    fails(check('gallery', { items: [{ caption: 'x' }] }), 'ELEMENT_FIELD_INVALID');
    fails(check('gallery', { items: [{ asset: a1 }, { asset: a1 }] }), 'ELEMENT_FIELD_INVALID');
    fails(check('gallery', { items: [{ asset: a1, caption: 'x'.repeat(301) }] }), 'TEXT_TOO_LONG', { max: 300 });
    fails(check('gallery', { items: [{ asset: a1, link: 'javascript:alert(1)' }] }), 'ELEMENT_URL_INVALID');
    fails(check('gallery', { items: {} }), 'ELEMENT_FIELD_INVALID');
  });
  it('limit labels, captions, infos and the font sample like a hyperlink', () => {
    fails(check('mockup', { label: 'x'.repeat(101) }), 'TEXT_TOO_LONG', { field: 'label', max: 100 });
    fails(check('download', { label: 'x'.repeat(101) }), 'TEXT_TOO_LONG', { field: 'label', max: 100 });
    fails(check('download', { caption: 'x'.repeat(301) }), 'TEXT_TOO_LONG', { field: 'caption', max: 300 });
    fails(check('download', { info: 'x'.repeat(2001) }), 'TEXT_TOO_LONG', { field: 'info', max: 2000 });
    fails(check('font', { text: 'x'.repeat(1001) }), 'TEXT_TOO_LONG', { field: 'text', max: 1000 });
    fails(check('font', { text: { type: 'doc' } }), 'ELEMENT_FIELD_INVALID');
  });
  it('refuse fields of other types', () => {
    fails(check('gallery', { asset: a1 }), 'ELEMENT_FIELD_UNKNOWN', { field: 'asset', type: 'gallery' });
    fails(check('font', { assets: [a1] }), 'ELEMENT_FIELD_UNKNOWN');
    fails(check('download', { url: 'https://example.com' }), 'ELEMENT_FIELD_UNKNOWN');
    fails(check('mockup', { items: [] }), 'ELEMENT_FIELD_UNKNOWN');
    fails(check('hyperlink', { columns: 2 }), 'ELEMENT_FIELD_UNKNOWN');
  });
});

describe('changed fields', () => {
  it('keep only values that differ from the element', () => {
    const element = newElement('text', id);
    const checked = checkElementFields('text', {
      width: 1,
      fontSize: 18,
      text: { type: 'doc', content: [{ type: 'paragraph' }] },
      textColor: null,
    });
    expect(changedFields(element, checked)).toEqual({ fontSize: 18 });
  });
});

describe('an element in a few words', () => {
  it('takes the text, label or colour, and shortens long texts', () => {
    expect(elementWords({ ...newElement('color', 'c'), color: '1A2B3C' })).toBe('#1A2B3C');
    expect(elementWords({ ...newElement('color', 'c'), color: '1A2B3C', label: 'Ink' })).toBe('Ink');
    const long = elementWords({
      ...newElement('text', 't'),
      text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Wort '.repeat(40) }] }] },
    });
    expect(long).toHaveLength(ELEMENT_WORDS_MAX);
    expect(long.endsWith('…')).toBe(true);
    expect(elementWords({ ...newElement('font', 'f'), text: 'Aa Bb\nCc' })).toBe('Aa Bb');
    expect(elementWords(newElement('spacer', 's'))).toBe('');
  });
});
