import { describe, expect, it } from 'vitest';
import type { BrandAccess } from '../access/policy';
import { DomainError, type ErrorCode } from '../errors';
import { newElement, type PageElement, type RichText } from './elements';
import { pageDecider, type PageCommand, type PageEvent, type PageState } from './page';
import { BURST_MS, reorder, UNDO_DEPTH } from './steps';

/*
 * Undo and redo per person (issue 16), as the page decider decides them. A small session plays
 * the command handler: each command is decided against the page as it is and its events are folded
 * with their author and time in the metadata, as recorded events are.
 */

const pageId = '10000000-0000-4000-8000-000000000000';
const ids = Array.from({ length: 9 }, (_, n) => `00000000-0000-4000-8000-00000000000${n + 1}`);
const [a, b, c, d] = ids as [string, string, string, string];
const editor: BrandAccess = { role: 'editor', brandPublic: false };
const viewer: BrandAccess = { role: 'viewer', brandPublic: false };

const doc = (text: string): RichText => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

class Session {
  state: PageState = pageDecider.initialState;
  log: PageEvent[] = [];
  clock = Date.parse('2026-03-01T10:00:00Z');

  constructor() {
    this.run('ann', { type: 'CreatePage', id: pageId, brandId: 'b-1', name: 'Colours', slug: 'colours' });
  }

  /** Decides a command as `user` at the session's clock (which then moves on by `pause` ms) and folds its events. */
  run(user: string, command: DistributiveOmit<PageCommand, keyof BrandAccess>, pause = 10_000, access = editor): PageEvent[] {
    const now = new Date(this.clock);
    this.clock += pause;
    const events = pageDecider.decide({ ...command, ...access }, this.state, { userId: user, admin: false, now });
    for (const event of events) {
      const recorded = { ...event, meta: { userId: user, impersonatorId: null, time: now.toISOString() } };
      this.state = pageDecider.evolve(this.state, recorded);
      this.log.push(recorded);
    }
    return events;
  }

  fails(user: string, command: DistributiveOmit<PageCommand, keyof BrandAccess>, code: ErrorCode, access = editor): void {
    let caught: unknown;
    try {
      this.run(user, command, 0, access);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DomainError);
    expect((caught as DomainError).code).toBe(code);
  }

  undo = (user: string) => this.run(user, { type: 'UndoPage' });
  redo = (user: string) => this.run(user, { type: 'RedoPage' });
  add = (user: string, type: 'text' | 'headline' | 'color' | 'spacer', id: string, pause?: number) =>
    this.run(user, { type: 'AddElement', elementType: type, elementId: id }, pause);
  update = (user: string, id: string, changes: Record<string, unknown>, pause?: number) =>
    this.run(user, { type: 'UpdateElement', elementId: id, changes }, pause);

  /** The page's content as a reader sees it (settings and elements), for comparing moments. */
  content() {
    const { version: _v, steps: _s, lastStep: _l, ...content } = this.state;
    return structuredClone(content);
  }
  element(id: string): PageElement | undefined {
    return this.state.elements.find((e) => e.id === id);
  }
  order() {
    return this.state.elements.map((e) => e.id);
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

const markerOf = (events: PageEvent[]) => events[events.length - 1]!.data as { step: number; skipped: number };

describe('undo and redo: each kind of step', () => {
  it('takes back a field edit and does it again', () => {
    const s = new Session();
    s.add('ann', 'color', a);
    s.update('ann', a, { color: '#ff8000', label: 'Orange' });
    s.update('ann', a, { color: '#1a2b3c' });
    const undone = s.undo('ann');
    expect(undone[0]).toEqual({
      type: 'ElementUpdated',
      data: { id: a, changes: { color: 'FF8000' }, undoOf: expect.any(Number) },
    });
    expect(undone[1]?.type).toBe('PageStepUndone');
    expect(s.element(a)).toMatchObject({ color: 'FF8000', label: 'Orange' });
    s.undo('ann');
    expect(s.element(a)).toMatchObject({ color: null, label: '' });
    s.redo('ann');
    expect(s.element(a)).toMatchObject({ color: 'FF8000', label: 'Orange' });
    s.redo('ann');
    expect(s.element(a)).toMatchObject({ color: '1A2B3C', label: 'Orange' });
  });

  it('takes back an add, a duplicate and a delete; a deleted element comes back at its place with its id', () => {
    const s = new Session();
    s.add('ann', 'headline', a);
    s.add('ann', 'text', b);
    s.add('ann', 'spacer', c);
    s.update('ann', b, { text: doc('Body copy'), width: 0.5 });
    const before = s.content();
    s.run('ann', { type: 'DeleteElement', elementId: b });
    expect(s.order()).toEqual([a, c]);
    s.undo('ann');
    expect(s.content()).toEqual(before);
    s.run('ann', { type: 'DuplicateElement', elementId: b, newId: d });
    expect(s.order()).toEqual([a, b, d, c]);
    s.undo('ann');
    expect(s.order()).toEqual([a, b, c]);
    s.undo('ann'); // the edit of b
    s.undo('ann'); // the add of c
    expect(s.order()).toEqual([a, b]);
    s.redo('ann');
    s.redo('ann');
    expect(s.element(b)).toMatchObject({ width: 0.5, text: doc('Body copy') });
    expect(s.order()).toEqual([a, b, c]);
  });

  it('takes back a move and page settings', () => {
    const s = new Session();
    for (const [i, id] of [a, b, c].entries()) s.add('ann', i ? 'text' : 'headline', id);
    s.run('ann', { type: 'SortElements', order: [c, a, b] });
    s.run('ann', { type: 'UpdatePage', changes: { name: 'Palette', textColor: '#112233' } });
    s.undo('ann');
    expect(s.state).toMatchObject({ name: 'Colours', textColor: null });
    s.undo('ann');
    expect(s.order()).toEqual([a, b, c]);
    s.redo('ann');
    s.redo('ann');
    expect(s.order()).toEqual([c, a, b]);
    expect(s.state).toMatchObject({ name: 'Palette', textColor: '112233' });
  });

  it('answers NOTHING_TO_UNDO and NOTHING_TO_REDO, and lets only editors and owners undo', () => {
    const s = new Session();
    s.fails('ann', { type: 'UndoPage' }, 'NOTHING_TO_UNDO');
    s.fails('ann', { type: 'RedoPage' }, 'NOTHING_TO_REDO');
    s.add('ann', 'text', a);
    s.fails('vic', { type: 'UndoPage' }, 'FORBIDDEN', viewer);
    s.fails('bob', { type: 'UndoPage' }, 'NOTHING_TO_UNDO');
    s.run('ann', { type: 'DeletePage' });
    s.fails('ann', { type: 'UndoPage' }, 'PAGE_DELETED');
  });
});

describe('undo and redo: steps', () => {
  it('takes a burst of typing as one step, and a pause as the end of it', () => {
    const s = new Session();
    s.add('ann', 'text', a);
    // Saves 600 ms to 2 s apart: one burst.
    for (const [i, text] of ['O', 'Ou', 'Our', 'Our c', 'Our colours'].entries())
      s.update('ann', a, { text: doc(text) }, 600 + i * 300);
    s.update('ann', a, { text: doc('Our colours.') }, BURST_MS + 1); // within the burst still, then a long pause
    s.update('ann', a, { text: doc('Our colours. Always') });
    s.undo('ann');
    expect(s.element(a)).toMatchObject({ text: doc('Our colours.') });
    s.undo('ann');
    expect(s.element(a)).toMatchObject({ text: newElement('text', a).text });
    s.redo('ann');
    expect(s.element(a)).toMatchObject({ text: doc('Our colours.') });
  });

  it('ends a burst when someone else changes the page, or another field changes', () => {
    const s = new Session();
    s.add('ann', 'text', a);
    s.add('bob', 'text', b);
    s.update('ann', a, { text: doc('One') }, 500);
    s.update('bob', b, { text: doc('Theirs') }, 500);
    s.update('ann', a, { text: doc('One two') }, 500);
    s.update('ann', a, { width: 0.5 }, 500);
    s.undo('ann');
    expect(s.element(a)).toMatchObject({ width: 1, text: doc('One two') });
    s.undo('ann');
    expect(s.element(a)).toMatchObject({ text: doc('One') });
    s.undo('ann');
    expect(s.element(a)).toMatchObject({ text: newElement('text', a).text });
    expect(s.element(b)).toMatchObject({ text: doc('Theirs') });
  });

  it('takes an accepted AI rewrite as a step of its own, between bursts of typing, and marks it', () => {
    const s = new Session();
    s.add('ann', 'text', a);
    s.update('ann', a, { text: doc('Our colours') }, 500);
    // Accepted half a second after typing, and typed on half a second after: three steps, not one burst.
    const [rewrite] = s.run('ann', { type: 'UpdateElement', elementId: a, changes: { text: doc('Our palette') }, ai: true }, 500);
    expect(rewrite).toMatchObject({ type: 'ElementUpdated', data: { id: a, ai: true, step: expect.any(Number) } });
    expect(s.state.steps.ann!.done.at(-1)).toMatchObject({ kind: 'ai' });
    s.update('ann', a, { text: doc('Our palette, always') }, 500);
    s.undo('ann');
    expect(s.element(a)).toMatchObject({ text: doc('Our palette') });
    s.undo('ann');
    expect(s.element(a)).toMatchObject({ text: doc('Our colours') });
    s.redo('ann');
    expect(s.element(a)).toMatchObject({ text: doc('Our palette') });
    // A rewrite that changes nothing records nothing.
    expect(s.run('ann', { type: 'UpdateElement', elementId: a, changes: { text: doc('Our palette') }, ai: true })).toEqual([]);
  });

  it('clears the redo stack with a new step and keeps the newest steps only', () => {
    const s = new Session();
    s.add('ann', 'spacer', a);
    s.update('ann', a, { height: 0.5 });
    s.undo('ann');
    s.update('ann', a, { separator: true });
    s.fails('ann', { type: 'RedoPage' }, 'NOTHING_TO_REDO');
    for (let i = 0; i < UNDO_DEPTH + 5; i++) s.update('ann', a, { height: (i % 2) / 10 + 0.3 });
    for (let i = 0; i < UNDO_DEPTH; i++) s.undo('ann');
    s.fails('ann', { type: 'UndoPage' }, 'NOTHING_TO_UNDO');
    expect(s.element(a)).toMatchObject({ height: 0.3 }); // the value before the oldest step kept (after the fifth)
  });

  it('survives a replay: a page folded from its events has the same stacks', () => {
    const s = new Session();
    s.add('ann', 'text', a);
    s.update('ann', a, { width: 0.3 });
    s.undo('ann');
    const replayed = s.log.reduce(pageDecider.evolve, pageDecider.initialState);
    expect(replayed).toEqual(s.state);
  });
});

describe('undo and redo: two people', () => {
  it('never overwrites a later change of the same field by someone else, and says what it skipped', () => {
    const s = new Session();
    s.add('ann', 'color', a);
    s.update('ann', a, { color: '#ff8000', label: 'Orange' });
    s.update('bob', a, { color: '#00ff00' });
    const undone = s.undo('ann');
    expect(markerOf(undone).skipped).toBe(1);
    expect(s.element(a)).toMatchObject({ color: '00FF00', label: '' });
    // Redo gives back what the undo took back, nothing more.
    s.redo('ann');
    expect(s.element(a)).toMatchObject({ color: '00FF00', label: 'Orange' });
  });

  it('takes back a field while someone else changed another field of the element', () => {
    const s = new Session();
    s.add('ann', 'spacer', a);
    s.update('ann', a, { height: 0.5 });
    s.update('bob', a, { separator: true });
    expect(markerOf(s.undo('ann')).skipped).toBe(0);
    expect(s.element(a)).toMatchObject({ height: 0.25, separator: true });
  });

  it('leaves an element someone else changed since it was added, and one they deleted, alone', () => {
    const s = new Session();
    s.add('ann', 'text', a);
    s.add('ann', 'spacer', b);
    s.update('bob', a, { width: 0.4 });
    s.run('bob', { type: 'DeleteElement', elementId: b });
    expect(markerOf(s.undo('ann')).skipped).toBe(0); // b is gone already
    expect(markerOf(s.undo('ann')).skipped).toBe(1); // a was changed by bob
    expect(s.order()).toEqual([a]);
    // Nothing of either undo applied: there is nothing to redo.
    s.fails('ann', { type: 'RedoPage' }, 'NOTHING_TO_REDO');
  });

  it('does not put back an order someone else changed since, and keeps elements added since in place', () => {
    const s = new Session();
    for (const id of [a, b, c]) s.add('ann', 'spacer', id);
    s.run('ann', { type: 'SortElements', order: [b, a, c] });
    s.add('bob', 'spacer', d);
    s.undo('ann');
    expect(s.order()).toEqual([a, b, c, d]);
    s.redo('ann');
    s.run('bob', { type: 'SortElements', order: [d, c, a, b] });
    expect(markerOf(s.undo('ann')).skipped).toBe(1);
    expect(s.order()).toEqual([d, c, a, b]);
  });

  it('undoes only the caller’s own steps, and each person’s stack stays their own', () => {
    const s = new Session();
    s.add('ann', 'spacer', a);
    s.add('bob', 'spacer', b);
    s.undo('ann');
    expect(s.order()).toEqual([b]);
    s.undo('bob');
    expect(s.order()).toEqual([]);
    s.redo('ann');
    expect(s.order()).toEqual([a]);
  });

  it('puts a deleted element back where it was even after others moved things', () => {
    const s = new Session();
    for (const id of [a, b, c]) s.add('ann', 'spacer', id);
    s.run('ann', { type: 'DeleteElement', elementId: b });
    s.add('bob', 'spacer', d, 10_000);
    s.run('bob', { type: 'SortElements', order: [c, d, a] });
    s.undo('ann');
    expect(s.order()).toEqual([c, d, a, b]);
  });

  it('skips bringing back an element whose id another page holds now, or a page that is full', () => {
    const s = new Session();
    s.add('ann', 'spacer', a);
    s.run('ann', { type: 'DeleteElement', elementId: a });
    const undone = s.run('ann', { type: 'UndoPage', heldElsewhere: [a] });
    expect(markerOf(undone).skipped).toBe(1);
    expect(s.order()).toEqual([]);
  });

  it('skips page settings the caller says cannot be set back', () => {
    const s = new Session();
    s.run('ann', { type: 'UpdatePage', changes: { slug: 'palette', name: 'Palette' } });
    const undone = s.run('ann', { type: 'UndoPage', blockedSettings: ['slug'] });
    expect(markerOf(undone).skipped).toBe(1);
    expect(s.state).toMatchObject({ slug: 'palette', name: 'Colours' });
  });
});

describe('undo and redo: a parent set back', () => {
  const top = c;
  const above = (facts: { deleted?: boolean; parentId?: string | null } = {}) => ({
    [top]: { brandId: 'b-1', deleted: false, parentId: null, ...facts },
  });
  /** The page moved under `top`, then back to the top level: an undo would set `top` back. */
  const movedBack = () => {
    const s = new Session();
    s.run('ann', { type: 'UpdatePage', changes: { parentId: top }, pagesAbove: above() });
    s.run('ann', { type: 'UpdatePage', changes: { parentId: null } });
    return s;
  };

  it('sets back a parent that may be the parent now, judged on the pages above the API read', () => {
    const s = movedBack();
    expect(markerOf(s.run('ann', { type: 'UndoPage', pagesAbove: above() })).skipped).toBe(0);
    expect(s.state.parentId).toBe(top);
    // Back to the top level needs no page above.
    expect(markerOf(s.undo('ann')).skipped).toBe(0);
    expect(s.state.parentId).toBeNull();
  });

  it('skips a parent that is gone, deleted, or below the page now', () => {
    for (const pagesAbove of [{}, above({ deleted: true }), above({ parentId: pageId })]) {
      const s = movedBack();
      expect(markerOf(s.run('ann', { type: 'UndoPage', pagesAbove })).skipped).toBe(1);
      expect(s.state.parentId).toBeNull();
    }
  });
});

describe('undo n, redo n', () => {
  /** A small deterministic random generator (mulberry32), so a failure repeats. */
  const random = (seed: number) => () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  it('gives back exactly the same page, for many random edit sequences', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const next = random(seed);
      const s = new Session();
      const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
      let made = 0;
      const moments: unknown[] = [s.content()];
      for (let i = 0; i < 30; i++) {
        const present = s.order();
        const choice = next();
        const free = ids.filter((id) => !present.includes(id));
        let events: PageEvent[] = [];
        if (choice < 0.25 && free.length) events = s.add('ann', pick(['text', 'spacer', 'color'] as const), pick(free), 500);
        else if (choice < 0.55 && present.length) {
          const id = pick(present);
          const element = s.element(id)!;
          const changes =
            element.type === 'text'
              ? { text: doc(`t${i}`) }
              : element.type === 'color'
                ? { color: pick(['#ff0000', '#00ff00', '#0000ff']) }
                : { height: Math.round(next() * 20) / 10 };
          events = s.update('ann', id, next() < 0.5 ? changes : { width: Math.round(next() * 9 + 1) / 10 }, pick([500, 5000]));
        } else if (choice < 0.7 && present.length) events = s.run('ann', { type: 'DeleteElement', elementId: pick(present) });
        else if (choice < 0.8 && present.length && free.length)
          events = s.run('ann', { type: 'DuplicateElement', elementId: pick(present), newId: pick(free) });
        else if (choice < 0.85 && present.length > 1)
          events = s.run('ann', { type: 'SortElements', order: [...present].sort(() => next() - 0.5) });
        else if (choice < 0.92)
          // A step of many ops: the page as it was at an earlier moment.
          events = s.run('ann', { type: 'RevertPage', at: '2026-03-01T10:00:00Z', target: pick(moments) as PageState });
        else events = s.run('ann', { type: 'UpdatePage', changes: { name: `Page ${i}` } });
        if (events.length) made++;
        moments.push(s.content());
      }
      const end = s.content();
      let undone = 0;
      while (s.state.steps.ann?.done.length) {
        expect(markerOf(s.undo('ann')).skipped).toBe(0);
        undone++;
      }
      expect(undone).toBeLessThanOrEqual(made);
      expect(s.content()).toEqual(moments[0]);
      for (let i = 0; i < undone; i++) expect(markerOf(s.redo('ann')).skipped).toBe(0);
      expect(s.content()).toEqual(end);
    }
  });
});

describe('restoring a page to a moment', () => {
  it('brings back the content as one step, which undo takes back', () => {
    const s = new Session();
    s.add('ann', 'headline', a);
    s.add('ann', 'text', b);
    s.add('ann', 'color', c);
    s.update('ann', b, { text: doc('Then') });
    s.update('ann', c, { color: '#ff8000' });
    s.run('ann', { type: 'UpdatePage', changes: { name: 'Palette' } });
    const then = s.content();
    s.update('bob', b, { text: doc('Now'), width: 0.5 });
    s.run('bob', { type: 'DeleteElement', elementId: c });
    s.add('bob', 'spacer', d);
    s.run('bob', { type: 'SortElements', order: [d, b, a] });
    s.run('bob', { type: 'UpdatePage', changes: { name: 'Colours & more', slug: 'more' } });
    const now = s.content();
    const events = s.run('bob', { type: 'RevertPage', at: '2026-03-01T10:01:00Z', target: then });
    expect(events[0]).toEqual({ type: 'PageReverted', data: { step: expect.any(Number), at: '2026-03-01T10:01:00.000Z' } });
    // The address stays (it is the brand's), everything else is as it was.
    expect(s.content()).toEqual({ ...then, slug: 'more' });
    s.undo('bob');
    expect(s.content()).toEqual(now);
    s.redo('bob');
    expect(s.content()).toEqual({ ...then, slug: 'more' });
  });

  it('records nothing when the page is as it was', () => {
    const s = new Session();
    s.add('ann', 'text', a);
    expect(s.run('ann', { type: 'RevertPage', at: '2026-03-01T10:00:00Z', target: s.content() })).toEqual([]);
    s.fails('ann', { type: 'RevertPage', at: 'yesterday', target: s.content() }, 'AT_INVALID');
  });

  it('refuses a moment before the page existed (no page then) and changes nothing', () => {
    const s = new Session();
    s.add('ann', 'text', a);
    s.fails('ann', { type: 'RevertPage', at: '2026-03-01T09:00:00Z', target: null }, 'AT_TOO_EARLY');
    expect(s.order()).toEqual([a]);
  });

  it('restores a deleted element from the history after the element it followed, as a step', () => {
    const s = new Session();
    for (const id of [a, b, c]) s.add('ann', 'spacer', id);
    const element = s.element(b)!;
    s.run('ann', { type: 'DeleteElement', elementId: b });
    s.run('bob', { type: 'RestoreElement', element, index: 1, after: a });
    expect(s.order()).toEqual([a, b, c]);
    s.fails('bob', { type: 'RestoreElement', element, index: 1, after: a }, 'ELEMENT_ID_TAKEN');
    s.undo('bob');
    expect(s.order()).toEqual([a, c]);
  });
});

describe('reorder', () => {
  it('lays an earlier order over the current one, leaving elements added since in their places', () => {
    expect(reorder(['c', 'a', 'b'], ['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(reorder(['b', 'x', 'a'], ['a', 'b'])).toEqual(['a', 'x', 'b']);
    expect(reorder(['a', 'b'], ['b', 'gone', 'a'])).toEqual(['b', 'a']);
  });
});
