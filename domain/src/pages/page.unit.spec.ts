import { describe, expect, it } from 'vitest';
import { fold } from '../decider';
import { at, spec } from '../testing';
import { newElement, type ElementChanges, type PageElement, type RichText } from './elements';
import type { BrandAccess } from '../access/policy';
import type { LibraryAsset } from '../brands/brand';
import { PAGE_DEPTH_MAX, pageDecider, upcastPageEvent, type PageCommand, type PageEvent, type PageState } from './page';
import { pageSettingDefaults, pageSettingList } from './settings';

const editor = 'u-editor';
const pageId = '10000000-0000-4000-8000-000000000000';
const parentId = '10000000-0000-4000-8000-000000000001';
const [a, b, c, d] = [1, 2, 3, 4].map((n) => `00000000-0000-4000-8000-00000000000${n}`) as [string, string, string, string];

const asEditor: BrandAccess = { role: 'editor', brandPublic: false };
const asOwner: BrandAccess = { role: 'owner', brandPublic: false };
const asViewer: BrandAccess = { role: 'viewer', brandPublic: false };
const asStranger: BrandAccess = { role: null, brandPublic: false };
const asPublicStranger: BrandAccess = { role: null, brandPublic: true };
/** The page `parentId` of brand b-1 at the top, as the API reads it for a new parent (ParentFacts). */
const underParent = { pagesAbove: { [parentId]: { brandId: 'b-1', deleted: false, parentId: null } } };

/** A new page records every setting of the registry: its name and address, the rest at their defaults (settings.unit.spec). */
const created: PageEvent = {
  type: 'PageCreated',
  data: { id: pageId, brandId: 'b-1', ...pageSettingDefaults(), name: 'Colours', slug: 'colours', parentId: null },
};
const added = (element: PageElement, index: number): PageEvent => ({ type: 'ElementAdded', data: { index, element } });
/** A page holding a (headline), b (text), c (spacer) in that order. */
const withElements: PageEvent[] = [
  created,
  added(newElement('headline', a), 0),
  added(newElement('text', b), 1),
  added(newElement('spacer', c), 2),
];
const deleted: PageEvent = { type: 'PageDeleted', data: { root: pageId } };
/** Deleted together with the page above it (parentId), whose delete the user asked for. */
const deletedWithParent: PageEvent = { type: 'PageDeleted', data: { root: parentId } };
const restored: PageEvent = { type: 'PageRestored', data: {} };
const stepEvents = new Set(['PageUpdated', 'ElementAdded', 'ElementUpdated', 'ElementDeleted', 'ElementsSorted']);
/**
 * given/when/then for the page decider: a content event the command makes is a new step of the
 * actor's, whose id is the page's version (the number of events before it), so the expected
 * events here name it without each test spelling it out (steps.unit.spec.ts tests steps themselves).
 */
const page = {
  given: (events: PageEvent[]) => ({
    when: (...args: Parameters<ReturnType<ReturnType<typeof spec<PageState, PageCommand, PageEvent>>['given']>['when']>) => {
      const run = spec(pageDecider)
        .given(events)
        .when(...args);
      return {
        ...run,
        then: (expected: PageEvent[]) =>
          run.then(
            expected.map((e) =>
              stepEvents.has(e.type) && !('step' in (e.data as object))
                ? ({ ...e, data: { ...e.data, step: events.length } } as PageEvent)
                : e,
            ),
          ),
      };
    },
  }),
};
/** A change of a headline's or text's document (ElementChanges types `text` as a document and a font's string at once). */
const textChange = (text: RichText) => ({ text }) as unknown as ElementChanges;
const order = (events: PageEvent[]) => fold(pageDecider, events).elements.map((e) => e.id);

describe('page decider: the page', () => {
  it('creates a page of a brand, at the top level or under a parent', () => {
    page
      .given([])
      .when({ type: 'CreatePage', id: pageId, brandId: 'b-1', name: ' Colours ', slug: 'colours', ...asEditor }, at(editor))
      .then([created]);
    page
      .given([])
      .when(
        {
          type: 'CreatePage',
          id: pageId,
          brandId: 'b-1',
          name: 'Colours',
          slug: 'colours',
          parentId,
          ...underParent,
          ...asOwner,
        },
        at(editor),
      )
      .then([{ ...created, data: { ...created.data, parentId } }]);
  });
  it('refuses a page without a name, with a bad or reserved slug, under itself, or twice', () => {
    const create = (more: { name?: string; slug?: string; parentId?: string }) =>
      page
        .given([])
        .when(
          { type: 'CreatePage', id: pageId, brandId: 'b-1', name: 'Colours', slug: 'colours', ...more, ...asEditor },
          at(editor),
        );
    create({ name: '  ' }).thenFails('NAME_REQUIRED');
    create({ name: 'x'.repeat(101) }).thenFails('NAME_TOO_LONG');
    create({ slug: 'Colours' }).thenFails('SLUG_INVALID');
    create({ slug: 'brand--colours' }).thenFails('SLUG_INVALID');
    create({ slug: 'settings' }).thenFails('SLUG_RESERVED');
    create({ parentId: pageId }).thenFails('PAGE_PARENT_INVALID');
    create({ parentId: 'not-a-page' }).thenFails('PAGE_PARENT_INVALID');
    page
      .given([created])
      .when({ type: 'CreatePage', id: pageId, brandId: 'b-1', name: 'Colours', slug: 'colours', ...asEditor }, at(editor))
      .thenFails('CONFLICT');
  });
  it('records only the page settings that change', () => {
    page
      .given([created])
      .when(
        {
          type: 'UpdatePage',
          changes: { name: 'Colours', slug: 'palette', parentId, textColor: '#ffffff', backgroundColorElement: a },
          ...underParent,
          ...asEditor,
        },
        at(editor),
      )
      .then([{ type: 'PageUpdated', data: { slug: 'palette', parentId, textColor: 'FFFFFF', backgroundColorElement: a } }]);
    page
      .given([created])
      .when({ type: 'UpdatePage', changes: { name: 'Colours', textColor: null, parentId: null }, ...asEditor }, at(editor))
      .then([]);
    page
      .given([created])
      .when({ type: 'UpdatePage', changes: { backgroundColor: 'blue' }, ...asEditor }, at(editor))
      .thenFails('COLOR_INVALID');
    page
      .given([created])
      .when({ type: 'UpdatePage', changes: { parentId: pageId }, ...asEditor }, at(editor))
      .thenFails('PAGE_PARENT_INVALID');
  });
  it('takes a parent only from the same brand, not deleted, and not below the page itself (on the pages above the API read)', () => {
    const [grandparent, child] = [c, d];
    const above = (pages: Record<string, { brandId?: string; deleted?: boolean; parentId?: string | null }>) => ({
      pagesAbove: Object.fromEntries(
        Object.entries(pages).map(([id, p]) => [id, { brandId: 'b-1', deleted: false, parentId: null, ...p }]),
      ),
    });
    const create = (facts: object) =>
      page
        .given([])
        .when(
          { type: 'CreatePage', id: pageId, brandId: 'b-1', name: 'Colours', slug: 'colours', parentId, ...facts, ...asEditor },
          at(editor),
        );
    const move = (facts: object, to = parentId) =>
      page.given([created]).when({ type: 'UpdatePage', changes: { parentId: to }, ...facts, ...asEditor }, at(editor));
    for (const run of [create, move]) {
      // A parent under a deleted page is fine (only the parent itself must not be deleted).
      expect(run(above({ [parentId]: { parentId: grandparent }, [grandparent]: { deleted: true } })).events()).toHaveLength(1);
      // A parent the API did not find (no such page), another brand's, or deleted.
      run({}).thenFails('PAGE_PARENT_INVALID');
      run(above({ [parentId]: { brandId: 'b-2' } })).thenFails('PAGE_PARENT_INVALID');
      run(above({ [parentId]: { deleted: true } })).thenFails('PAGE_PARENT_INVALID');
      // Above the parent, a page that does not exist.
      run(above({ [parentId]: { parentId: grandparent } })).thenFails('PAGE_PARENT_INVALID');
      // A chain of more than PAGE_DEPTH_MAX pages above the parent, or one that runs in a circle.
      const chain = (levels: number) => {
        const ids = [
          parentId,
          ...Array.from({ length: levels }, (_, n) => `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`),
        ];
        return Object.fromEntries(ids.map((id, n) => [id, { parentId: ids[n + 1] ?? null }]));
      };
      expect(run(above(chain(PAGE_DEPTH_MAX))).events()).toHaveLength(1);
      run(above(chain(PAGE_DEPTH_MAX + 1))).thenFails('PAGE_PARENT_INVALID');
      run(above({ [parentId]: { parentId: grandparent }, [grandparent]: { parentId } })).thenFails('PAGE_PARENT_INVALID');
    }
    // Below the page itself: its child, or the child's child.
    move(above({ [child]: { parentId: pageId } }), child).thenFails('PAGE_PARENT_INVALID');
    move(above({ [parentId]: { parentId: child }, [child]: { parentId: pageId } })).thenFails('PAGE_PARENT_INVALID');
    // A brand restored to a moment sets back the parent the page had then: its tree comes back with it.
    page
      .given([created])
      .when({ type: 'UpdatePage', changes: { parentId }, fromMoment: true, ...asEditor }, at(editor))
      .then([{ type: 'PageUpdated', data: { parentId } }]);
    // An unchanged parent is not judged again.
    page
      .given([{ ...created, data: { ...created.data, parentId } }])
      .when({ type: 'UpdatePage', changes: { parentId, name: 'Palette' }, ...asEditor }, at(editor))
      .then([{ type: 'PageUpdated', data: { name: 'Palette' } }]);
  });
  it('deletes and restores a page; a deleted page takes no edits', () => {
    page
      .given([created])
      .when({ type: 'DeletePage', ...asEditor }, at(editor))
      .then([deleted]);
    page
      .given([created, deleted])
      .when({ type: 'DeletePage', ...asEditor }, at(editor))
      .then([]);
    page
      .given([created, deleted])
      .when({ type: 'AddElement', elementId: a, elementType: 'text', ...asEditor }, at(editor))
      .thenFails('PAGE_DELETED');
    page
      .given([created, deleted])
      .when({ type: 'RestorePage', ...asEditor }, at(editor))
      .then([restored]);
    page
      .given([created])
      .when({ type: 'RestorePage', ...asEditor }, at(editor))
      .thenFails('PAGE_NOT_DELETED');
    page
      .given([])
      .when({ type: 'DeletePage', ...asEditor }, at(editor))
      .thenFails('PAGE_NOT_FOUND');
  });
});

describe('page decider: deleting a subtree', () => {
  it('records the page the user deleted as the root of each deleted page', () => {
    page
      .given([created])
      .when({ type: 'DeletePage', root: parentId, ...asEditor }, at(editor))
      .then([deletedWithParent]);
    page
      .given([created])
      .when({ type: 'DeletePage', root: parentId.toUpperCase(), ...asEditor }, at(editor))
      .then([deletedWithParent]);
    // deleted before: it stays deleted on its own
    page
      .given([created, deleted])
      .when({ type: 'DeletePage', root: parentId, ...asEditor }, at(editor))
      .then([]);
  });
  it('restores a page with its root, and only when it went with that root', () => {
    page
      .given([created, deletedWithParent])
      .when({ type: 'RestorePage', root: parentId, ...asEditor }, at(editor))
      .then([restored]);
    // deleted on its own before the parent: restoring the parent leaves it deleted
    page
      .given([created, deleted])
      .when({ type: 'RestorePage', root: parentId, ...asEditor }, at(editor))
      .then([]);
    page
      .given([created])
      .when({ type: 'RestorePage', root: parentId, ...asEditor }, at(editor))
      .then([]);
    page
      .given([created, deleted, restored, deletedWithParent])
      .when({ type: 'RestorePage', root: parentId, ...asEditor }, at(editor))
      .then([restored]);
  });
  it('refuses to restore alone a page that went with the page above it', () => {
    page
      .given([created, deletedWithParent])
      .when({ type: 'RestorePage', ...asEditor }, at(editor))
      .thenFails('PAGE_PARENT_DELETED');
  });
  it('reads a delete recorded before roots existed as a delete of the page on its own', () => {
    const legacy = { type: 'PageDeleted', data: {} } as PageEvent;
    expect(fold(pageDecider, [created, legacy]).deletedRoot).toBe(pageId);
    page
      .given([created, legacy])
      .when({ type: 'RestorePage', ...asEditor }, at(editor))
      .then([restored]);
  });
  it('lets only editors and owners delete or restore', () => {
    page
      .given([created])
      .when({ type: 'DeletePage', root: parentId, ...asViewer }, at('u-viewer'))
      .thenFails('FORBIDDEN');
    page
      .given([created, deletedWithParent])
      .when({ type: 'RestorePage', root: parentId, ...asStranger }, at('u-other'))
      .thenFails('PAGE_NOT_FOUND');
  });
});

describe('page decider: elements', () => {
  it('adds an element with the defaults, at the end by default', () => {
    page
      .given([created])
      .when({ type: 'AddElement', elementId: a, elementType: 'hyperlink', ...asEditor }, at(editor))
      .then([added(newElement('hyperlink', a), 0)]);
    page
      .given(withElements)
      .when({ type: 'AddElement', elementId: d, elementType: 'navigation', ...asEditor }, at(editor))
      .then([added(newElement('navigation', d), 3)]);
  });
  it('adds an element with its first values', () => {
    page
      .given([created])
      .when(
        { type: 'AddElement', elementId: a, elementType: 'color', fields: { color: '#ffb000', width: 0.5 }, ...asEditor },
        at(editor),
      )
      .then([added({ ...newElement('color', a), color: 'FFB000', width: 0.5 }, 0)]);
    page
      .given([created])
      .when({ type: 'AddElement', elementId: a, elementType: 'color', fields: { url: 'https://x.org' }, ...asEditor }, at(editor))
      .thenFails('ELEMENT_FIELD_UNKNOWN');
  });
  it('adds at an index or right after an element', () => {
    const atIndex = pageDecider.decide(
      { type: 'AddElement', elementId: d, elementType: 'text', position: { index: 1 }, ...asEditor },
      fold(pageDecider, withElements),
      at(editor),
    );
    const step = { step: withElements.length };
    expect(atIndex).toEqual([{ ...added(newElement('text', d), 1), data: { ...added(newElement('text', d), 1).data, ...step } }]);
    expect(order([...withElements, ...atIndex])).toEqual([a, d, b, c]);
    const atStart = pageDecider.decide(
      { type: 'AddElement', elementId: d, elementType: 'text', position: { index: 0 }, ...asEditor },
      fold(pageDecider, withElements),
      at(editor),
    );
    expect(order([...withElements, ...atStart])).toEqual([d, a, b, c]);
    const afterB = pageDecider.decide(
      { type: 'AddElement', elementId: d, elementType: 'text', position: { after: b }, ...asEditor },
      fold(pageDecider, withElements),
      at(editor),
    );
    expect(afterB).toEqual([{ ...added(newElement('text', d), 2), data: { ...added(newElement('text', d), 2).data, ...step } }]);
    expect(order([...withElements, ...afterB])).toEqual([a, b, d, c]);
  });
  it('refuses a bad position, id or type', () => {
    const add = (more: object) =>
      page.given(withElements).when({ type: 'AddElement', elementId: d, elementType: 'text', ...more, ...asEditor }, at(editor));
    add({ position: { index: 4 } }).thenFails('ELEMENT_POSITION_INVALID');
    add({ position: { index: -1 } }).thenFails('ELEMENT_POSITION_INVALID');
    add({ position: { index: 0.5 } }).thenFails('ELEMENT_POSITION_INVALID');
    add({ position: { after: '00000000-0000-4000-8000-000000000009' } }).thenFails('ELEMENT_POSITION_INVALID');
    add({ elementId: '__new/1' }).thenFails('ELEMENT_ID_INVALID');
    add({ elementType: 'carousel' }).thenFails('ELEMENT_TYPE_INVALID');
    add({ elementId: a }).thenFails('ELEMENT_ID_TAKEN');
  });
  it('answers a repeated create of the same element with nothing new', () => {
    page
      .given(withElements)
      .when({ type: 'AddElement', elementId: a, elementType: 'headline', ...asEditor }, at(editor))
      .then([]);
  });
  it('limits a page to 500 elements', () => {
    const full = [
      created,
      ...Array.from({ length: 500 }, (_, i) =>
        added(newElement('spacer', `20000000-0000-4000-8000-${String(i).padStart(12, '0')}`), i),
      ),
    ];
    page
      .given(full)
      .when({ type: 'AddElement', elementId: a, elementType: 'text', ...asEditor }, at(editor))
      .thenFails('TOO_MANY_ELEMENTS');
  });
  it('records only the fields an update changes (per-field last writer wins)', () => {
    page
      .given(withElements)
      .when(
        { type: 'UpdateElement', elementId: b, changes: { fontSize: 16, width: 0.5, newLine: true }, ...asEditor },
        at(editor),
      )
      .then([{ type: 'ElementUpdated', data: { id: b, changes: { width: 0.5, newLine: true } } }]);
    page
      .given(withElements)
      .when({ type: 'UpdateElement', elementId: b, changes: { fontSize: 16 }, ...asEditor }, at(editor))
      .then([]);
  });
  it('lets two people change different fields of one element without losing either', () => {
    const mine: PageEvent = { type: 'ElementUpdated', data: { id: b, changes: { width: 0.5 } } };
    // The other person read the page before my update; on the retry their command is decided on top of mine.
    const theirs = pageDecider.decide(
      { type: 'UpdateElement', elementId: b, changes: { marginX: 0.1 }, ...asEditor },
      fold(pageDecider, [...withElements, mine]),
      at('u-other'),
    );
    expect(theirs).toEqual([
      { type: 'ElementUpdated', data: { id: b, changes: { marginX: 0.1 }, step: withElements.length + 1 } },
    ]);
    const element = fold(pageDecider, [...withElements, mine, ...theirs]).elements[1];
    expect(element).toMatchObject({ id: b, width: 0.5, marginX: 0.1 });
  });
  it('refuses unknown or wrong-typed fields, and updates of unknown elements', () => {
    const update = (elementId: string, changes: Record<string, unknown>) =>
      page.given(withElements).when({ type: 'UpdateElement', elementId, changes, ...asEditor }, at(editor));
    update(c, { text: { type: 'doc' } }).thenFails('ELEMENT_FIELD_UNKNOWN');
    update(c, { type: 'text' }).thenFails('ELEMENT_FIELD_UNKNOWN');
    update(c, { separator: 'yes' }).thenFails('ELEMENT_FIELD_INVALID');
    update(c, { width: 2 }).thenFails('ELEMENT_FIELD_RANGE');
    update(d, { width: 0.5 }).thenFails('ELEMENT_NOT_FOUND');
  });
  it('takes rich text the editor produces and refuses what it cannot, on add and on update', () => {
    const written: RichText = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', marks: [{ type: 'bold' }], text: 'Colours' },
            { type: 'hardBreak' },
            {
              type: 'text',
              marks: [
                {
                  type: 'link',
                  attrs: { href: 'https://example.com', target: '_blank', rel: 'noopener noreferrer', class: null, title: null },
                },
              ],
              text: 'guide',
            },
          ],
        },
        {
          type: 'bulletList',
          content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }] }],
        },
      ],
    };
    const hostile = (href: string) => ({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', marks: [{ type: 'link', attrs: { href } }], text: 'click' }] }],
    });
    const unknownNode = { type: 'doc', content: [{ type: 'iframe', attrs: { src: 'https://evil.example' } }] };
    const add = (text: unknown) =>
      page
        .given(withElements)
        .when({ type: 'AddElement', elementId: d, elementType: 'text', fields: { text }, ...asEditor }, at(editor));
    const update = (text: unknown) =>
      page.given(withElements).when({ type: 'UpdateElement', elementId: b, changes: { text }, ...asEditor }, at(editor));
    add(written).then([added({ ...newElement('text', d), text: written }, 3)]);
    update(written).then([{ type: 'ElementUpdated', data: { id: b, changes: textChange(written) } }]);
    add(hostile('javascript:alert(document.cookie)')).thenFails('ELEMENT_URL_INVALID');
    update(hostile('javascript:alert(document.cookie)')).thenFails('ELEMENT_URL_INVALID');
    update(hostile('data:text/html,<script>alert(1)</script>')).thenFails('ELEMENT_URL_INVALID');
    add(unknownNode).thenFails('ELEMENT_TEXT_UNSUPPORTED');
    update(unknownNode).thenFails('ELEMENT_TEXT_UNSUPPORTED');
  });
  it('keeps rich text stored before it was checked: the page folds, and the element still changes and duplicates', () => {
    // Events are never rewritten: a document a client stored earlier (here an unknown node and a
    // javascript: link) stays as it is; only new commands are checked.
    const old: RichText = {
      type: 'doc',
      content: [
        { type: 'iframe', attrs: { src: 'https://evil.example' } },
        {
          type: 'paragraph',
          content: [{ type: 'text', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }], text: 'x' }],
        },
      ],
    };
    const stored: PageEvent[] = [...withElements, { type: 'ElementUpdated', data: { id: b, changes: textChange(old) } }];
    expect(fold(pageDecider, stored).elements[1]).toMatchObject({ id: b, text: old });
    page
      .given(stored)
      .when({ type: 'UpdateElement', elementId: b, changes: { width: 0.5, fontSize: 20 }, ...asEditor }, at(editor))
      .then([{ type: 'ElementUpdated', data: { id: b, changes: { width: 0.5, fontSize: 20 } } }]);
    page
      .given(stored)
      .when({ type: 'DuplicateElement', elementId: b, newId: d, ...asEditor }, at(editor))
      .then([{ type: 'ElementAdded', data: { index: 2, element: { ...newElement('text', d), text: old }, duplicateOf: b } }]);
    // Sending the old document again is a new command, and is checked.
    page
      .given(stored)
      .when({ type: 'UpdateElement', elementId: b, changes: { text: old }, ...asEditor }, at(editor))
      .thenFails('ELEMENT_TEXT_UNSUPPORTED');
  });
  it('refuses a link element that shows itself', () => {
    const link: PageEvent[] = [created, added(newElement('link', a), 0)];
    page
      .given(link)
      .when({ type: 'UpdateElement', elementId: a, changes: { linkedElement: a }, ...asEditor }, at(editor))
      .thenFails('ELEMENT_LINK_SELF');
    page
      .given(link)
      .when({ type: 'UpdateElement', elementId: a, changes: { linkedElement: b }, ...asEditor }, at(editor))
      .then([{ type: 'ElementUpdated', data: { id: a, changes: { linkedElement: b } } }]);
  });
  it('duplicates an element right after its source with a new id', () => {
    const changed: PageEvent = { type: 'ElementUpdated', data: { id: a, changes: { width: 0.5 } } };
    const events = [...withElements, changed];
    const copy = { ...newElement('headline', a), width: 0.5, id: d };
    const duplicated = pageDecider.decide(
      { type: 'DuplicateElement', elementId: a, newId: d, ...asEditor },
      fold(pageDecider, events),
      at(editor),
    );
    expect(duplicated).toEqual([
      { type: 'ElementAdded', data: { index: 1, element: copy, duplicateOf: a, step: events.length } },
    ]);
    expect(order([...events, ...duplicated])).toEqual([a, d, b, c]);
    const state = fold(pageDecider, [...events, ...duplicated]);
    expect(state.elements[0]?.type === 'headline' && state.elements[1]?.type === 'headline').toBe(true);
    page
      .given(events)
      .when({ type: 'DuplicateElement', elementId: a, newId: b, ...asEditor }, at(editor))
      .thenFails('ELEMENT_ID_TAKEN');
    page
      .given(events)
      .when({ type: 'DuplicateElement', elementId: d, newId: '00000000-0000-4000-8000-000000000009', ...asEditor }, at(editor))
      .thenFails('ELEMENT_NOT_FOUND');
  });
  it('deletes an element; an unknown element answers ELEMENT_NOT_FOUND', () => {
    page
      .given(withElements)
      .when({ type: 'DeleteElement', elementId: b, ...asEditor }, at(editor))
      .then([{ type: 'ElementDeleted', data: { id: b } }]);
    expect(order([...withElements, { type: 'ElementDeleted', data: { id: b } }])).toEqual([a, c]);
    page
      .given([...withElements, { type: 'ElementDeleted', data: { id: b } }])
      .when({ type: 'DeleteElement', elementId: b, ...asEditor }, at(editor))
      .thenFails('ELEMENT_NOT_FOUND');
    page
      .given(withElements)
      .when({ type: 'DeleteElement', elementId: '__new/1', ...asEditor }, at(editor))
      .thenFails('ELEMENT_NOT_FOUND');
  });
  it('refuses to delete an element others use unless forced', () => {
    page
      .given(withElements)
      .when({ type: 'DeleteElement', elementId: b, usages: 2, ...asEditor }, at(editor))
      .thenFails('ELEMENT_IN_USE');
    page
      .given(withElements)
      .when({ type: 'DeleteElement', elementId: b, usages: 2, force: false, ...asEditor }, at(editor))
      .thenFails('ELEMENT_IN_USE');
    page
      .given(withElements)
      .when({ type: 'DeleteElement', elementId: b, usages: 2, force: true, ...asEditor }, at(editor))
      .then([{ type: 'ElementDeleted', data: { id: b } }]);
    page
      .given(withElements)
      .when({ type: 'DeleteElement', elementId: b, usages: 0, ...asEditor }, at(editor))
      .then([{ type: 'ElementDeleted', data: { id: b } }]);
    const inUse = (() => {
      try {
        return pageDecider.decide(
          { type: 'DeleteElement', elementId: b, usages: 3, ...asEditor },
          fold(pageDecider, withElements),
          at(editor),
        );
      } catch (error) {
        return error;
      }
    })();
    expect(inUse).toMatchObject({ code: 'ELEMENT_IN_USE', status: 409, params: { count: 3 } });
    // an unknown element is not found before it is in use
    page
      .given(withElements)
      .when({ type: 'DeleteElement', elementId: d, usages: 1, ...asEditor }, at(editor))
      .thenFails('ELEMENT_NOT_FOUND');
  });
  it('sorts elements by a permutation of the current ids', () => {
    const sorted: PageEvent = { type: 'ElementsSorted', data: { order: [c, a, b] } };
    page
      .given(withElements)
      .when({ type: 'SortElements', order: [c, a, b], ...asEditor }, at(editor))
      .then([sorted]);
    expect(order([...withElements, sorted])).toEqual([c, a, b]);
    page
      .given(withElements)
      .when({ type: 'SortElements', order: [a, b, c], ...asEditor }, at(editor))
      .then([]);
  });
  it('refuses an order that is not a permutation of the current ids', () => {
    const sort = (ids: string[]) => page.given(withElements).when({ type: 'SortElements', order: ids, ...asEditor }, at(editor));
    sort([a, b]).thenFails('ELEMENTS_ORDER_INVALID');
    sort([a, b, c, d]).thenFails('ELEMENTS_ORDER_INVALID');
    sort([a, a, b]).thenFails('ELEMENTS_ORDER_INVALID');
    sort([a, b, d]).thenFails('ELEMENTS_ORDER_INVALID');
  });
});

describe('page decider: who may edit', () => {
  it('lets owners and editors edit', () => {
    for (const access of [asOwner, asEditor])
      page
        .given(withElements)
        .when({ type: 'DeleteElement', elementId: a, ...access }, at(editor))
        .then([{ type: 'ElementDeleted', data: { id: a } }]);
  });
  it('forbids viewers and strangers on a public brand, and hides a private brand from strangers', () => {
    const update = { type: 'UpdateElement', elementId: a, changes: { width: 0.5 } } as const;
    page
      .given(withElements)
      .when({ ...update, ...asViewer }, at('u-viewer'))
      .thenFails('FORBIDDEN');
    page
      .given(withElements)
      .when({ ...update, ...asPublicStranger }, at('u-other'))
      .thenFails('FORBIDDEN');
    page
      .given(withElements)
      .when({ ...update, ...asStranger }, at('u-other'))
      .thenFails('PAGE_NOT_FOUND');
    page
      .given([])
      .when({ type: 'CreatePage', id: pageId, brandId: 'b-1', name: 'X', slug: 'x', ...asViewer }, at('u-viewer'))
      .thenFails('FORBIDDEN');
  });
  it('needs a logged-in user', () => {
    page
      .given(withElements)
      .when({ type: 'SortElements', order: [c, b, a], ...asPublicStranger }, at(null))
      .thenFails('UNAUTHENTICATED');
  });
});

describe('page decider: assets the API found in the library', () => {
  const photo = '70000000-0000-4000-8000-000000000001';
  const typeface = '70000000-0000-4000-8000-000000000002';
  const image = { uploaded: true, mimeType: 'image/png', extension: 'png' };
  const fontFile = { uploaded: true, mimeType: 'font/woff2', extension: 'woff2' };
  const withGallery: PageEvent[] = [created, added({ ...newElement('gallery', a), assets: [photo] }, 0)];

  it('takes a newly named asset only when the library holds it, and a font only when it is one', () => {
    page
      .given([created])
      .when(
        { type: 'AddElement', elementId: b, elementType: 'gallery', fields: { assets: [photo] }, ...asEditor, library: {} },
        at(editor),
      )
      .thenFails('ELEMENT_ASSET_INVALID');
    page
      .given([created])
      .when(
        {
          type: 'AddElement',
          elementId: b,
          elementType: 'font',
          fields: { asset: photo },
          ...asEditor,
          library: { [photo]: image },
        },
        at(editor),
      )
      .thenFails('ELEMENT_ASSET_NOT_FONT');
    page
      .given([created])
      .when({ type: 'UpdatePage', changes: { fontAsset: typeface }, ...asEditor, library: { [typeface]: fontFile } }, at(editor))
      .then([{ type: 'PageUpdated', data: { fontAsset: typeface } }]);
    page
      .given([created])
      .when({ type: 'UpdatePage', changes: { fontAsset: photo }, ...asEditor, library: { [photo]: image } }, at(editor))
      .thenFails('ELEMENT_ASSET_NOT_FONT');
  });

  it('takes only images for galleries and mockups, and any file for a download', () => {
    const pdf = { uploaded: true, mimeType: 'application/pdf', extension: 'pdf' };
    const processing = { uploaded: true, mimeType: null, extension: 'png' };
    const svg = { uploaded: true, mimeType: 'image/svg+xml', extension: 'svg' };
    const add = (elementType: string, fields: Record<string, unknown>, file: LibraryAsset) =>
      page
        .given([created])
        .when({ type: 'AddElement', elementId: b, elementType, fields, ...asEditor, library: { [photo]: file } }, at(editor));
    for (const file of [pdf, fontFile, processing]) {
      add('gallery', { assets: [photo] }, file).thenFails('ELEMENT_ASSET_NOT_IMAGE');
      add('mockup', { asset: photo }, file).thenFails('ELEMENT_ASSET_NOT_IMAGE');
    }
    for (const file of [image, svg]) {
      expect(add('gallery', { assets: [photo] }, file).events()).toHaveLength(1);
      expect(add('mockup', { asset: photo }, file).events()).toHaveLength(1);
    }
    for (const file of [pdf, fontFile, image]) expect(add('download', { assets: [photo] }, file).events()).toHaveLength(1);
    // a change of a gallery asks about the new files only
    page
      .given(withGallery)
      .when(
        {
          type: 'UpdateElement',
          elementId: a,
          changes: { assets: [photo, typeface] },
          ...asEditor,
          library: { [typeface]: fontFile },
        },
        at(editor),
      )
      .thenFails('ELEMENT_ASSET_NOT_IMAGE');
  });

  it('does not ask again about assets the element already shows (deleted since, say)', () => {
    page
      .given(withGallery)
      .when(
        { type: 'UpdateElement', elementId: a, changes: { assets: [photo], columns: 2 }, ...asEditor, library: {} },
        at(editor),
      )
      .then([{ type: 'ElementUpdated', data: { id: a, changes: { columns: 2 } } }]);
    page
      .given(withGallery)
      .when(
        { type: 'UpdateElement', elementId: a, changes: { fontAsset: photo }, ...asEditor, library: { [photo]: image } },
        at(editor),
      )
      .thenFails('ELEMENT_ASSET_NOT_FONT');
  });

  it('answers a field’s own rule before the library', () => {
    page
      .given(withGallery)
      .when(
        { type: 'UpdateElement', elementId: a, changes: { assets: [typeface], columns: 99 }, ...asEditor, library: {} },
        at(editor),
      )
      .thenFails('ELEMENT_FIELD_RANGE');
  });
});

describe('page events recorded before a field existed', () => {
  /** A gallery as recorded before border, lightbox, download and its items existed (and before element fonts). */
  const oldGallery = (() => {
    const {
      border: _b,
      lightbox: _l,
      download: _d,
      items: _i,
      fontAsset: _f,
      ...rest
    } = {
      ...newElement('gallery', a),
      columns: 3,
    };
    return rest as unknown as PageElement;
  })();
  const recorded: PageEvent[] = [created, added(oldGallery, 0)];

  it("reads the element with today's defaults for the fields it lacks, and keeps what it holds", () => {
    const state = fold(pageDecider, recorded);
    expect(state.elements).toEqual([{ ...newElement('gallery', a), columns: 3 }]);
    // The recorded event itself is left as it was.
    expect(Object.hasOwn(oldGallery, 'lightbox')).toBe(false);
    // No two elements share a default list.
    const again = fold(pageDecider, [created, added(oldGallery, 0), added({ ...oldGallery, id: b }, 1)]);
    expect(again.elements[0]).toHaveProperty('items', []);
    expect((again.elements[0] as { items: unknown[] }).items).not.toBe((again.elements[1] as { items: unknown[] }).items);
  });

  it('decides against the defaults: setting a field to its default changes nothing, another value is recorded', () => {
    page
      .given(recorded)
      .when({ type: 'UpdateElement', elementId: a, changes: { lightbox: true, border: false }, ...asEditor }, at(editor))
      .then([]);
    page
      .given(recorded)
      .when({ type: 'UpdateElement', elementId: a, changes: { lightbox: false }, ...asEditor }, at(editor))
      .then([{ type: 'ElementUpdated', data: { id: a, changes: { lightbox: false } } }]);
  });

  it('brings the element back whole when its add is undone and redone, and when it is duplicated', () => {
    const mine = recorded.map((e) => ({ ...e, meta: { userId: editor, impersonatorId: null, time: '2026-01-01T00:00:00Z' } }));
    const undo = spec(pageDecider)
      .given(mine)
      .when({ type: 'UndoPage', ...asEditor }, at(editor))
      .events();
    const undone = [...mine, ...undo.map((e) => ({ ...e, meta: mine[1]!.meta }))];
    const redo = spec(pageDecider)
      .given(undone)
      .when({ type: 'RedoPage', ...asEditor }, at(editor))
      .events();
    const back = redo.find((e) => e.type === 'ElementAdded');
    expect(back?.type === 'ElementAdded' && back.data.element).toEqual({ ...newElement('gallery', a), columns: 3 });
    const copy = spec(pageDecider)
      .given(recorded)
      .when({ type: 'DuplicateElement', elementId: a, newId: b, ...asEditor }, at(editor))
      .events();
    expect(copy[0]?.type === 'ElementAdded' && copy[0].data.element).toEqual({ ...newElement('gallery', b), columns: 3 });
  });

  it("reads a page created before some of its settings existed with today's defaults for them", () => {
    const bare: PageEvent = {
      type: 'PageCreated',
      data: { id: pageId, brandId: 'b-1', name: 'Colours', slug: 'colours', parentId: null },
    };
    expect(upcastPageEvent(bare)).toEqual(created);
    expect(upcastPageEvent(created)).toBe(created);
    const state = fold(pageDecider, [bare]) as unknown as Record<string, unknown>;
    for (const s of pageSettingList)
      expect({ [s.name]: state[s.name] }).toEqual({ [s.name]: (created.data as Record<string, unknown>)[s.name] });
  });

  it('keeps an element of a type this code does not know as it was recorded', () => {
    const unknown = { id: a, type: 'carousel', width: 1, speed: 3 } as unknown as PageElement;
    expect(fold(pageDecider, [created, added(unknown, 0)]).elements).toEqual([unknown]);
  });
});
