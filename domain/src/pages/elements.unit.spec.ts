import { describe, expect, it } from 'vitest';
import { DomainError, type ErrorCode } from '../errors';
import { changedFields, checkElementFields, elementTypes, newElement, type ElementType } from './elements';

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

const fails = (run: () => unknown, code: ErrorCode, params?: Record<string, string | number>) => {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(DomainError);
  expect((caught as DomainError).code).toBe(code);
  if (params) expect((caught as DomainError).params).toMatchObject(params);
};

describe('new elements', () => {
  it('cover the seven types of this issue', () => {
    expect(elementTypes).toEqual(['headline', 'text', 'color', 'navigation', 'hyperlink', 'spacer', 'link']);
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
  it('check the outer shape and size of rich text', () => {
    const doc = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hi', marks: [{ type: 'bold' }] }] }],
    };
    expect(checkElementFields('text', { text: doc })).toEqual({ text: doc });
    expect(checkElementFields('headline', { text: { type: 'doc' } })).toEqual({ text: { type: 'doc' } });
    fails(check('text', { text: 'Hello' }), 'ELEMENT_TEXT_INVALID');
    fails(check('text', { text: { type: 'paragraph', content: [] } }), 'ELEMENT_TEXT_INVALID');
    fails(check('text', { text: { type: 'doc', content: {} } }), 'ELEMENT_TEXT_INVALID');
    fails(check('text', { text: { type: 'doc', content: ['text'] } }), 'ELEMENT_TEXT_INVALID');
    fails(check('text', { text: { type: 'doc', content: [{ text: 'no type' }] } }), 'ELEMENT_TEXT_INVALID');
    const big = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'ä'.repeat(50_000) }] }] };
    fails(check('text', { text: big }), 'ELEMENT_TEXT_TOO_LARGE', { max: 100 });
    let deep: Record<string, unknown> = { type: 'text', text: 'deep' };
    for (let i = 0; i < 100; i++) deep = { type: 'blockquote', content: [deep] };
    fails(check('text', { text: { type: 'doc', content: [deep] } }), 'ELEMENT_TEXT_INVALID');
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
