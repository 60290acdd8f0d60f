import { newElement, type PageElement } from '@brandtrail/domain/pages/elements';
import { describe, expect, it } from 'vitest';
import { buildRows, elementStyle, elementTextColor, pageColors, resolveColor, rowFirstOf, rowStyles } from './layout';

const el = (id: string, fields: Partial<PageElement> = {}, type: PageElement['type'] = 'text') =>
  ({ ...newElement(type, `00000000-0000-4000-8000-${id.padStart(12, '0')}`), ...fields }) as PageElement;
const ids = (rows: ReturnType<typeof buildRows<PageElement>>) => rows.map((r) => r.items.map((e) => e.id.slice(-1)).join(''));

describe('page layout (the common fields)', () => {
  it('fills rows by width fractions and starts a new row on newLine or overflow', () => {
    const elements = [
      el('1', { width: 0.5 }),
      el('2', { width: 0.5 }),
      el('3', { width: 1 / 3 }),
      el('4', { width: 1 / 3 }),
      el('5', { width: 1 / 3 }), // thirds add up to 1 despite floating point
      el('6', { width: 0.5 }),
      el('7', { width: 0.25, newLine: true }),
      el('8', { width: 0.75 }),
      el('9', { width: 0.5 }),
    ];
    expect(ids(buildRows(elements, (e) => e.id))).toEqual(['12', '345', '6', '78', '9']);
  });

  it('lays out each element from its own fields', () => {
    const style = elementStyle(
      el('1', {
        width: 0.5,
        verticalAlign: 'bottom',
        marginTop: 0.05,
        marginX: 0.04,
        height: 0.25,
        fontSize: 20,
        textColor: '2F4BD8',
      }),
      () => null,
    );
    expect(style).toMatchObject({
      flex: '0 0 50%',
      alignSelf: 'flex-end',
      paddingTop: '5cqw',
      paddingInline: '4cqw',
      minHeight: '25cqw',
      fontSize: '20px',
      color: '#2F4BD8',
    });
    expect(elementStyle(el('2'), () => null).minHeight).toBeUndefined();
  });

  it('takes a colour element over a colour value, and the value when the element is gone', () => {
    const lookup = (id: string) => (id === 'c' ? 'FF8800' : null);
    expect(resolveColor('000000', 'c', lookup)).toBe('#FF8800');
    expect(resolveColor('000000', 'gone', lookup)).toBe('#000000');
    expect(resolveColor(null, null, lookup)).toBeUndefined();
  });

  it('takes the row settings from the row’s first element', () => {
    const { band, inner } = rowStyles(
      el('1', { rowWidth: 'narrow', rowBackgroundColor: 'EEF2FF', rowBackgroundWidth: 'wide', rowBorderRadius: 12 }),
      () => null,
    );
    expect(band).toEqual({ maxWidth: '76rem', background: '#EEF2FF', borderRadius: '12px' });
    expect(inner).toEqual({ maxWidth: '44rem' });
  });

  it('finds the first element of an element’s row', () => {
    const elements = [el('1', { width: 0.5 }), el('2', { width: 0.5 }), el('3', { width: 1 })];
    expect(rowFirstOf(elements, elements[1]!.id)?.id).toBe(elements[0]!.id);
    expect(rowFirstOf(elements, elements[2]!.id)?.id).toBe(elements[2]!.id);
    expect(rowFirstOf(elements, 'gone')).toBeUndefined();
  });
});

describe('readable text (WCAG AA) on row and element backgrounds', () => {
  const none = () => null;
  const page = pageColors({ text: [null, null], background: [null, null] }, none);

  it('gives text without a colour of its own a readable one on a dark row, and leaves it on a light one', () => {
    const headline = el('1', { fontSize: 36 }, 'headline');
    expect(elementTextColor(headline, '1C2330', page, none)).toBe('#FFFFFF');
    expect(elementTextColor(el('2'), '2F4BD8', page, none)).toBe('#FFFFFF');
    expect(elementTextColor(headline, 'EEF2FF', page, none)).toBeUndefined();
    expect(elementTextColor(headline, null, page, none)).toBeUndefined();
    // the row's colour from a colour element counts the same (rowBackground resolves it)
    expect(elementStyle(headline, none, '1C2330', page).color).toBe('#FFFFFF');
  });

  it('measures large text against 3:1 and body text against 4.5:1', () => {
    // #1C2330 on #8A8A8A: 4.57:1 reads for both; on #6B7280: 3.26:1 only for a 36 px headline
    expect(elementTextColor(el('1', { fontSize: 16 }), '8A8A8A', page, none)).toBeUndefined();
    expect(elementTextColor(el('1', { fontSize: 36 }, 'headline'), '6B7280', page, none)).toBeUndefined();
    expect(elementTextColor(el('2', { fontSize: 16 }), '6B7280', page, none)).toBe('#FFFFFF');
  });

  it('keeps a text colour the editor chose, even where it is hard to read', () => {
    expect(elementTextColor(el('1', { textColor: '2A2F3A' }), '1C2330', page, none)).toBe('#2A2F3A');
    const lookup = (id: string) => (id === 'c' ? 'FF8800' : null);
    expect(elementTextColor(el('1', { textColorElement: 'c' }), '1C2330', page, lookup)).toBe('#FF8800');
  });

  it('reads a gallery’s own background before its row’s', () => {
    const gallery = el('1', { backgroundColor: '101010' }, 'gallery');
    expect(elementTextColor(gallery, null, page, none)).toBe('#FFFFFF');
    expect(elementTextColor(el('2', {}, 'gallery'), 'FFFFFF', page, none)).toBeUndefined();
  });

  it('gives a page with a dark background and no text colour light text; a chosen one stays', () => {
    expect(pageColors({ text: [null, null], background: [null, null] }, none)).toEqual({ text: '1C2330', background: 'FFFFFF' });
    expect(pageColors({ text: [null, null], background: ['1C2330', null] }, none)).toEqual({
      text: 'FFFFFF',
      background: '1C2330',
    });
    expect(pageColors({ text: ['333333', null], background: ['1C2330', null] }, none).text).toBe('333333');
    // on the page's own background the page's text colour stands
    const dark = pageColors({ text: ['333333', null], background: ['1C2330', null] }, none);
    expect(elementTextColor(el('1'), null, dark, none)).toBeUndefined();
  });
});
