import { newElement, type ElementChanges, type ElementType, type PageElement } from '@brandtrail/domain/pages/elements';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageEditorStore, TEMP_PREFIX, type ElementTransport, type StoreError, type UpdateMark } from './store';

/**
 * The client rules of spec section 4 against a transport that records the calls and answers when
 * the test says so (the server side of these calls has its own integration and browser tests).
 */
class Recorder implements ElementTransport {
  calls: string[] = [];
  gates: (() => void)[] = [];
  /** When set, calls wait until the test opens them one by one. */
  gated = false;
  removeStatus: number | null = null;
  /** The page's version a delete answers with. */
  removeVersion: string | undefined = undefined;

  private async gate(): Promise<void> {
    if (this.gated) await new Promise<void>((open) => this.gates.push(open));
  }
  async create(input: { type: ElementType; elementId: string; afterId: string | null }) {
    this.calls.push(`create ${input.type} after ${input.afterId ?? '-'}`);
    await this.gate();
    return input.elementId;
  }
  async duplicate(input: { sourceId: string; elementId: string }) {
    this.calls.push(`duplicate ${input.sourceId}`);
    await this.gate();
    return input.elementId;
  }
  async update(id: string, changes: ElementChanges, mark?: UpdateMark) {
    this.calls.push(`update ${id} ${JSON.stringify(changes)}${mark?.aiAssisted ? ' ai' : ''}`);
    await this.gate();
  }
  async remove(id: string, force: boolean) {
    this.calls.push(`remove ${id}${force ? ' force' : ''}`);
    await this.gate();
    if (this.removeStatus) throw Object.assign(new Error('gone'), { status: this.removeStatus });
    return this.removeVersion;
  }
  async sort(order: string[]) {
    this.calls.push(`sort ${order.join(',')}`);
    await this.gate();
  }
  openAll() {
    for (const open of this.gates.splice(0)) open();
  }
}

// The store's save delay (5 ms here) is a timer: fake timers run it at once. settle runs every
// timer due and every promise callback until nothing is left that does not wait for the test
// (a held transport call), so what has not happened by then does not happen without the test.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});
const settle = () => vi.runAllTimersAsync();
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const existing = (n: number, type: ElementType = 'text'): PageElement => newElement(type, uuid(n)) as PageElement;

function setup(initial: PageElement[] = []) {
  const transport = new Recorder();
  const store = new PageEditorStore(transport, initial, 5);
  const errors: StoreError[] = [];
  store.onError((e) => errors.push(e));
  return { transport, store, errors };
}

describe('page editor store (spec section 4, elements)', () => {
  it('gives a new element a temporary __new/ id and the defaults until its create returns', async () => {
    const { transport, store } = setup([existing(1)]);
    transport.gated = true;
    const key = store.add('headline', 1);
    const element = store.getElement(key)!;
    expect(element.id.startsWith(TEMP_PREFIX)).toBe(true);
    expect(element).toMatchObject({ type: 'headline', fontSize: 36, width: 1, marginX: 0.04 });
    expect(store.getSaveState()).toBe('saving');
    await settle();
    expect(transport.calls).toEqual([`create headline after ${uuid(1)}`]);
    transport.openAll();
    await settle();
    expect(store.getElement(key)!.id).toBe(element.id.slice(TEMP_PREFIX.length));
    expect(store.getSaveState()).toBe('saved');
  });

  it('holds an update to an unsaved element until its create returns, then uses the real id', async () => {
    const { transport, store } = setup();
    transport.gated = true;
    const key = store.add('text', 0);
    store.update(key, { fontSize: 20 });
    await settle();
    expect(transport.calls).toEqual(['create text after -']);
    transport.openAll();
    await settle();
    const id = store.getElement(key)!.id;
    expect(transport.calls).toEqual(['create text after -', `update ${id} {"fontSize":20}`]);
    transport.openAll();
    await settle();
    expect(store.getSaveState()).toBe('saved');
  });

  it('sends nothing for deleting an element whose create has not been sent', async () => {
    const { transport, store } = setup();
    transport.gated = true;
    store.add('text', 0); // holds the queue
    const second = store.add('spacer', 1);
    void store.remove(second);
    expect(store.getOrder()).toHaveLength(1);
    transport.openAll();
    await settle();
    transport.openAll();
    await settle();
    expect(transport.calls).toEqual(['create text after -']);
    expect(store.getSaveState()).toBe('saved');
  });

  it('deletes an element on the server once its create, already sent, returns', async () => {
    const { transport, store } = setup();
    transport.gated = true;
    const key = store.add('text', 0);
    await settle(); // the create is on its way
    const id = store.getElement(key)!.id.slice(TEMP_PREFIX.length);
    void store.remove(key);
    transport.openAll();
    await settle();
    transport.openAll();
    await settle();
    expect(transport.calls).toEqual(['create text after -', `remove ${id}`]);
  });

  it('counts a delete answered with 404 as done', async () => {
    const { transport, store, errors } = setup([existing(1)]);
    transport.removeStatus = 404;
    void store.remove(uuid(1));
    await settle();
    expect(transport.calls).toEqual([`remove ${uuid(1)}`]);
    expect(errors).toEqual([]);
    expect(store.getSaveState()).toBe('saved');
  });

  it('reports a refused delete and shows the element again', async () => {
    const { transport, store, errors } = setup([existing(1)]);
    transport.removeStatus = 403;
    void store.remove(uuid(1));
    await settle();
    expect(errors.map((e) => e.action)).toEqual(['delete']);
    expect(store.getSaveState()).toBe('error');
    expect(store.elements().map((e) => e.id)).toEqual([uuid(1)]);
  });

  it('sends a burst of changes to one element as one update', async () => {
    const { transport, store } = setup([existing(1)]);
    store.update(uuid(1), { fontSize: 17 });
    store.update(uuid(1), { fontSize: 18, marginTop: 0.1 });
    store.update(uuid(1), { width: 0.5 });
    expect(store.getElement(uuid(1))).toMatchObject({ fontSize: 18, marginTop: 0.1, width: 0.5 });
    await settle();
    expect(transport.calls).toEqual([`update ${uuid(1)} {"fontSize":18,"marginTop":0.1,"width":0.5}`]);
  });

  it('sends an accepted AI rewrite at once as a change of its own, after the typing before it', async () => {
    const { transport, store } = setup([existing(1)]);
    store.update(uuid(1), { fontSize: 17 });
    const saved = store.save(uuid(1), { marginTop: 0.2 }, { aiAssisted: true });
    expect(store.getElement(uuid(1))).toMatchObject({ fontSize: 17, marginTop: 0.2 });
    expect(store.getSaveState()).toBe('saving');
    await saved;
    expect(transport.calls).toEqual([`update ${uuid(1)} {"fontSize":17}`, `update ${uuid(1)} {"marginTop":0.2} ai`]);
    expect(store.getSaveState()).toBe('saved');
  });

  it("keeps this user's unconfirmed fields when the server's version arrives, and takes the rest", async () => {
    const { transport, store } = setup([existing(1)]);
    transport.gated = true;
    store.update(uuid(1), { fontSize: 30 });
    await settle(); // sent, not confirmed
    store.receive([{ ...existing(1), fontSize: 14, marginTop: 0.3 }]);
    expect(store.getElement(uuid(1))).toMatchObject({ fontSize: 30, marginTop: 0.3 });
    transport.openAll();
    await settle();
    store.receive([{ ...existing(1), fontSize: 12, marginTop: 0.3 }]);
    expect(store.getElement(uuid(1))).toMatchObject({ fontSize: 12 });
  });

  it("shows someone else's new element and drops one they deleted", () => {
    const { store } = setup([existing(1), existing(2)]);
    store.receive([existing(2), existing(3, 'color')]);
    expect(store.elements().map((e) => e.id)).toEqual([uuid(2), uuid(3)]);
  });

  it('keeps an element whose create has not answered after the element it followed', async () => {
    const { transport, store } = setup([existing(1), existing(2)]);
    transport.gated = true;
    const key = store.add('spacer', 1);
    store.receive([existing(1), existing(2), existing(3)]);
    expect(store.getOrder()).toEqual([uuid(1), key, uuid(2), uuid(3)]);
    // The server's version may show the element before the create answers: no second copy.
    const id = store.getElement(key)!.id.slice(TEMP_PREFIX.length);
    store.receive([existing(1), { ...newElement('spacer', id) }, existing(2), existing(3)]);
    expect(store.getOrder()).toEqual([uuid(1), key, uuid(2), uuid(3)]);
    expect(store.getElement(key)!.id).toBe(id);
    transport.openAll();
    await settle();
  });

  it('sorts with the real ids of every element', async () => {
    const { transport, store } = setup([existing(1), existing(2), existing(3)]);
    store.move(uuid(3), 0);
    expect(store.getOrder()).toEqual([uuid(3), uuid(1), uuid(2)]);
    await settle();
    expect(transport.calls).toEqual([`sort ${uuid(3)},${uuid(1)},${uuid(2)}`]);
  });

  it('duplicates right after the source, sending its unsent changes first', async () => {
    const { transport, store } = setup([existing(1), existing(2)]);
    store.update(uuid(1), { fontSize: 40 });
    const copy = store.duplicate(uuid(1))!;
    expect(store.getOrder()).toEqual([uuid(1), copy, uuid(2)]);
    expect(store.getElement(copy)).toMatchObject({ fontSize: 40 });
    await settle();
    expect(transport.calls).toEqual([`update ${uuid(1)} {"fontSize":40}`, `duplicate ${uuid(1)}`]);
  });
});

describe('page editor store: races', () => {
  it('never waits in a sort for a create queued after it', async () => {
    const { transport, store } = setup([existing(1), existing(2)]);
    transport.gated = true;
    const a = store.add('text', 2); // its create is sent and held
    await settle();
    store.move(uuid(2), 0); // the sort queues behind it
    const c = store.add('spacer', 3); // this create queues behind the sort
    for (let i = 0; i < 4; i++) {
      transport.openAll();
      await settle();
    }
    const idOf = (key: string) => store.getElement(key)!.id;
    expect(transport.calls).toEqual([
      `create text after ${uuid(2)}`,
      `sort ${uuid(2)},${uuid(1)},${idOf(a)}`,
      `create spacer after ${idOf(a)}`,
    ]);
    expect(store.getSaveState()).toBe('saved');
    expect(isTemp(idOf(c))).toBe(false);
  });

  it('creates a copy from the screen when its source is deleted before it was ever saved', async () => {
    const { transport, store } = setup();
    transport.gated = true;
    store.add('headline', 0); // holds the queue
    const source = store.add('text', 1);
    store.update(source, { fontSize: 22 });
    const copy = store.duplicate(source)!;
    void store.remove(source); // its create had not been sent: nothing goes out for it
    for (let i = 0; i < 4; i++) {
      transport.openAll();
      await settle();
    }
    const copyId = store.getElement(copy)!.id;
    expect(isTemp(copyId)).toBe(false);
    expect(transport.calls.filter((c) => !c.startsWith('create headline'))).toEqual([
      `create text after ${store.elements()[0]!.id}`,
      expect.stringMatching(new RegExp(`^update ${copyId} .*"fontSize":22`)),
    ]);
    expect(store.getSaveState()).toBe('saved');
  });

  it('sends the saves of one element one after another', async () => {
    const { transport, store } = setup([existing(1)]);
    transport.gated = true;
    store.update(uuid(1), { fontSize: 20 });
    await settle(); // sent, held
    store.update(uuid(1), { fontSize: 30 });
    await settle();
    expect(transport.calls).toEqual([`update ${uuid(1)} {"fontSize":20}`]);
    transport.openAll();
    await settle();
    expect(transport.calls).toEqual([`update ${uuid(1)} {"fontSize":20}`, `update ${uuid(1)} {"fontSize":30}`]);
    transport.openAll();
    await settle();
    expect(store.getElement(uuid(1))).toMatchObject({ fontSize: 30 });
  });

  it('puts an element whose delete was refused back where the server has it', async () => {
    const { transport, store } = setup([existing(1), existing(2), existing(3)]);
    transport.removeStatus = 409;
    void store.remove(uuid(2));
    await settle();
    expect(store.elements().map((e) => e.id)).toEqual([uuid(1), uuid(2), uuid(3)]);
  });

  it('ignores an older server version, and keeps a new element an old version does not have', async () => {
    const { transport, store } = setup([existing(1)]);
    store.receive([existing(1)], '2026-11-22T10:00:00.000Z');
    const key = store.add('text', 1);
    await settle();
    transport.openAll();
    await settle();
    // a version read before the create: the new element stays
    store.receive([{ ...existing(1), fontSize: 99 }], '2026-11-22T09:59:59.000Z');
    expect(store.getElement(uuid(1))).toMatchObject({ fontSize: 16 });
    store.receive([existing(1)], '2026-11-22T10:00:00.000Z');
    expect(store.getOrder()).toEqual([uuid(1), key]);
    // once a version has held it, its absence means someone deleted it
    const id = store.getElement(key)!.id;
    store.receive([existing(1), newElement('text', id)], '2026-11-22T10:00:01.000Z');
    store.receive([existing(1)], '2026-11-22T10:00:02.000Z');
    expect(store.getOrder()).toEqual([uuid(1)]);
  });

  it('brings back an element deleted here once a server version after the delete holds it again (an undo)', async () => {
    const { transport, store } = setup([existing(1), existing(2)]);
    store.receive([existing(1), existing(2)], '2026-11-22T10:00:00.000Z');
    transport.gated = true;
    transport.removeVersion = '2026-11-22T10:00:05.000Z';
    const heard: string[] = [];
    store.onDeleted((key) => heard.push(key));
    const landed = store.remove(uuid(2));
    // while the delete is on its way, a version that still has the element does not bring it back
    store.receive([existing(1), existing(2)], '2026-11-22T10:00:01.000Z');
    expect(store.getOrder()).toEqual([uuid(1)]);
    await settle();
    expect(heard).toEqual([]); // not before the server has deleted it
    transport.openAll();
    expect(await landed).toBe(true);
    expect(heard).toEqual([uuid(2)]);
    // a version older than the delete's (arriving late) still does not
    store.receive([existing(1), existing(2)], '2026-11-22T10:00:04.000Z');
    expect(store.getOrder()).toEqual([uuid(1)]);
    store.receive([existing(1)], '2026-11-22T10:00:05.000Z');
    // the undo's answer: the element is back, with its id, where the server has it
    store.receive([existing(2), existing(1)], '2026-11-22T10:00:06.000Z');
    expect(store.getOrder()).toEqual([uuid(2), uuid(1)]);
    expect(store.getElement(uuid(2))).toMatchObject({ id: uuid(2), type: 'text' });
  });

  it('answers false for a delete that never reached the server or was refused', async () => {
    const { transport, store } = setup([existing(1)]);
    transport.gated = true;
    store.add('text', 1); // holds the queue
    const unsent = store.add('spacer', 2);
    expect(await store.remove(unsent)).toBe(false);
    transport.openAll();
    await settle();
    transport.gated = false;
    transport.removeStatus = 409;
    expect(await store.remove(uuid(1))).toBe(false);
    expect(store.getOrder()).toContain(uuid(1));
  });
});

const isTemp = (id: string) => id.startsWith(TEMP_PREFIX);
