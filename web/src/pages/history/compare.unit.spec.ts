import { newElement, type ElementType, type PageElement } from '@brandtrail/domain/pages/elements';
import { describe, expect, it } from 'vitest';
import { compareElements } from './compare';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const el = (n: number, type: ElementType = 'spacer'): PageElement => newElement(type, id(n)) as PageElement;
const ids = (list: readonly PageElement[]) => list.map((e) => Number(e.id.slice(-4)));

describe('comparing a moment with now', () => {
  it('marks elements added and changed since, and puts removed ones back after what they followed', () => {
    const then = [el(1), el(2), el(3), el(4), el(5)];
    const now = [el(1), { ...el(3), height: 99 }, el(6), el(5)];
    const { elements, marks, counts } = compareElements(then, now);
    expect(ids(elements)).toEqual([1, 2, 3, 4, 6, 5]);
    expect(Object.fromEntries([...marks].map(([k, v]) => [Number(k.slice(-4)), v]))).toEqual({
      2: 'removed',
      3: 'changed',
      4: 'removed',
      6: 'added',
    });
    expect(counts).toEqual({ added: 1, changed: 1, removed: 2 });
  });

  it('puts elements removed from the top first, in their old order', () => {
    const { elements } = compareElements([el(1), el(2), el(3)], [el(3)]);
    expect(ids(elements)).toEqual([1, 2, 3]);
  });

  it('marks nothing when only the order of an element’s keys differs', () => {
    const a = el(1, 'color');
    const reordered = Object.fromEntries(Object.entries(a).reverse()) as unknown as PageElement;
    const { marks, counts } = compareElements([a], [reordered]);
    expect(marks.size).toBe(0);
    expect(counts).toEqual({ added: 0, changed: 0, removed: 0 });
  });
});
