import { newElement, type PageElement } from '@brandtrail/domain/pages/elements';
import { describe, expect, it } from 'vitest';
import { buildRows, elementStyle, resolveColor, rowStyles } from './layout';

const el = (id: string, fields: Partial<PageElement> = {}) =>
  ({ ...newElement('text', `00000000-0000-4000-8000-${id.padStart(12, '0')}`), ...fields }) as PageElement;
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
});
