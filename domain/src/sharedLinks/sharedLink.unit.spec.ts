import { describe, expect, it } from 'vitest';
import type { BrandAccess } from '../access/policy';
import type { CommandContext } from '../decider';
import { DomainError } from '../errors';
import {
  BILLING_LINK_DAYS,
  isLive,
  reusableLink,
  sharedLinkDecider,
  type SharedLinkCommand,
  type SharedLinkEvent,
} from './sharedLink';

const brandId = '30000000-0000-4000-8000-000000000000';
const pageA = '40000000-0000-4000-8000-00000000000a';
const pageB = '40000000-0000-4000-8000-00000000000b';
const otherBrandsPage = '40000000-0000-4000-8000-0000000000ff';
const brandPages = [pageA, pageB];
const token = (n: number) => String(n).padStart(43, 'T');
const linkId = (n: number) => `50000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const owner: BrandAccess = { role: 'owner', brandPublic: false };
const now = new Date('2026-11-25T12:00:00Z');
const ctx = (at = now, userId: string | null = 'u-owner'): CommandContext => ({ userId, admin: false, now: at });
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);

const create = (
  n: number,
  fields: Partial<Extract<SharedLinkCommand, { type: 'CreateSharedLink' }>> = {},
): SharedLinkCommand => ({
  type: 'CreateSharedLink',
  ...owner,
  brandId,
  id: linkId(n),
  token: token(n),
  pages: [pageA],
  accessAllPages: false,
  withBilling: false,
  brandPages,
  ...fields,
});

/** Runs commands one after another, each against the state the ones before left. */
function run(commands: [SharedLinkCommand, CommandContext?][]) {
  let state = sharedLinkDecider.initialState;
  const all: SharedLinkEvent[][] = [];
  for (const [command, context] of commands) {
    const events = sharedLinkDecider.decide(command, state, context ?? ctx());
    state = events.reduce(sharedLinkDecider.evolve, state);
    all.push(events);
  }
  return { state, events: all };
}

const codeOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof DomainError ? e.code : e;
  }
  return undefined;
};

describe('shared links: reuse rules (spec 4)', () => {
  it('reuses the live link of a page, and makes one for another page', () => {
    const { state, events } = run([[create(1)], [create(2)], [create(3, { pages: [pageB] })]]);
    expect(events.map((e) => e.length)).toEqual([1, 0, 1]);
    expect(reusableLink(state, { pages: [pageA], accessAllPages: false, withBilling: false }, now)?.id).toBe(linkId(1));
    expect(state.links.map((l) => l.pages)).toEqual([[pageA], [pageB]]);
  });

  it('makes a new page link once the old one is revoked or expired', () => {
    const revoked = run([[create(1)], [{ type: 'DeleteSharedLink', ...owner, id: linkId(1) }], [create(2)]]);
    expect(revoked.events[2]).toHaveLength(1);
    const expired = run([
      [create(1)],
      [{ type: 'UpdateSharedLink', ...owner, id: linkId(1), validUntil: now, brandPages }],
      [create(2)],
    ]);
    expect(expired.events[2]).toHaveLength(1);
  });

  it('does not reuse for several pages, all pages, or a create naming its own expiry', () => {
    const { events } = run([
      [create(1, { pages: [pageA, pageB] })],
      [create(2, { pages: [pageA, pageB] })],
      [create(3, { accessAllPages: true, pages: [] })],
      [create(4, { accessAllPages: true, pages: [] })],
      [create(5)],
      [create(6, { validUntil: days(3) })],
    ]);
    expect(events.map((e) => e.length)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('reuses a billing link while validUntil is in the future, then makes a new one', () => {
    const first = run([[create(1, { withBilling: true, pages: [], billingPlan: 'pro' })]]);
    const link = first.state.links[0]!;
    expect(link).toMatchObject({ accessAllPages: true, pages: [], billingPlan: 'pro', withBilling: true });
    expect(link.validUntil).toBe(days(BILLING_LINK_DAYS).toISOString());
    const later = days(BILLING_LINK_DAYS - 1);
    const expired = days(BILLING_LINK_DAYS);
    const { events, state } = run([
      [create(1, { withBilling: true, pages: [] })],
      [create(2, { withBilling: true, pages: [] }), ctx(later)],
      [create(3, { withBilling: true, pages: [] }), ctx(expired)],
    ]);
    expect(events.map((e) => e.length)).toEqual([1, 0, 1]);
    expect(state.links.at(-1)!.validUntil).toBe(new Date(expired.getTime() + BILLING_LINK_DAYS * 86_400_000).toISOString());
  });
});

describe('shared links: rules', () => {
  it('only for those who may manage links; strangers learn nothing', () => {
    const editor: BrandAccess = { role: 'editor', brandPublic: false };
    expect(run([[create(1, editor)]]).events[0]).toHaveLength(1);
    expect(codeOf(() => run([[create(1, { role: 'viewer', brandPublic: false })]]))).toBe('FORBIDDEN');
    expect(codeOf(() => run([[create(1, { role: null, brandPublic: false })]]))).toBe('BRAND_NOT_FOUND');
    expect(codeOf(() => run([[create(1, { role: null, brandPublic: true })]]))).toBe('FORBIDDEN');
    expect(codeOf(() => run([[create(1, { role: null, brandPublic: false, shared: { allPages: true, pages: [] } })]]))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(() => run([[create(1)], [{ type: 'DeleteSharedLink', role: null, brandPublic: false, id: linkId(1) }]]))).toBe(
      'SHARED_LINK_NOT_FOUND',
    );
    expect(codeOf(() => run([[create(1), ctx(now, null)]]))).toBe('UNAUTHENTICATED');
  });

  it("billing links are the owners' (billing): editors make, change and revoke other links only", () => {
    const editor: BrandAccess = { role: 'editor', brandPublic: false };
    const billing = { withBilling: true, pages: [] };
    expect(codeOf(() => run([[create(1, { ...billing, ...editor })]]))).toBe('FORBIDDEN');
    expect(codeOf(() => run([[create(1, { ...billing, role: null, brandPublic: false })]]))).toBe('BRAND_NOT_FOUND');
    const changes: SharedLinkCommand[] = [
      { type: 'UpdateSharedLink', ...editor, id: linkId(1), validUntil: days(90), brandPages },
      { type: 'DeleteSharedLink', ...editor, id: linkId(1) },
    ];
    for (const change of changes) expect(codeOf(() => run([[create(1, billing)], [change]]))).toBe('FORBIDDEN');
    expect(run([[create(1, billing)], [{ ...changes[1]!, ...owner }]]).events[1]).toHaveLength(1);
  });

  it('an expiry is a time the read model holds: up to the end of 9999', () => {
    expect(run([[create(1, { validUntil: new Date('9999-12-31T23:59:59.999Z') })]]).events[0]).toHaveLength(1);
    for (const validUntil of [new Date('+010000-01-01T00:00:00Z'), new Date(8.64e15)])
      expect(codeOf(() => run([[create(1, { validUntil })]]))).toBe('SHARED_LINK_EXPIRY_INVALID');
    const update = (validUntil: Date): SharedLinkCommand => ({
      type: 'UpdateSharedLink',
      ...owner,
      id: linkId(1),
      validUntil,
      brandPages,
    });
    expect(codeOf(() => run([[create(1)], [update(new Date('+010000-01-01T00:00:00Z'))]]))).toBe('SHARED_LINK_EXPIRY_INVALID');
    expect(codeOf(() => run([[create(1)], [update(new Date('0000-01-01T00:00:00Z'))]]))).toBe('SHARED_LINK_EXPIRY_INVALID');
  });

  it('pages must be pages of the brand, at least one unless all pages', () => {
    expect(codeOf(() => run([[create(1, { pages: [otherBrandsPage] })]]))).toBe('SHARED_LINK_PAGES_INVALID');
    expect(codeOf(() => run([[create(1, { pages: ['not-a-page'] })]]))).toBe('SHARED_LINK_PAGES_INVALID');
    expect(codeOf(() => run([[create(1, { pages: [] })]]))).toBe('SHARED_LINK_PAGES_REQUIRED');
    expect(codeOf(() => run([[create(1, { pages: Array.from({ length: 201 }, () => pageA) })]]))).toBe(
      'SHARED_LINK_TOO_MANY_PAGES',
    );
  });

  it('an expiry must lie ahead; a billing plan is pro', () => {
    expect(codeOf(() => run([[create(1, { validUntil: now })]]))).toBe('SHARED_LINK_EXPIRY_INVALID');
    expect(codeOf(() => run([[create(1, { validUntil: new Date(NaN) })]]))).toBe('SHARED_LINK_EXPIRY_INVALID');
    expect(codeOf(() => run([[create(1, { withBilling: true, billingPlan: 'basic' })]]))).toBe('PLAN_INVALID');
  });

  it('updates change only what differs; a revoked link cannot change; revoking twice changes nothing', () => {
    const { events, state } = run([
      [create(1)],
      [{ type: 'UpdateSharedLink', ...owner, id: linkId(1), pages: [pageA], brandPages }],
      [{ type: 'UpdateSharedLink', ...owner, id: linkId(1), pages: [pageB, pageA], validUntil: days(2), brandPages }],
      [{ type: 'UpdateSharedLink', ...owner, id: linkId(1), accessAllPages: true, brandPages }],
      [{ type: 'DeleteSharedLink', ...owner, id: linkId(1) }],
      [{ type: 'DeleteSharedLink', ...owner, id: linkId(1) }],
    ]);
    expect(events.map((e) => e.length)).toEqual([1, 0, 1, 1, 1, 0]);
    expect(state.links[0]).toMatchObject({ accessAllPages: true, pages: [], validUntil: days(2).toISOString(), revoked: true });
    expect(
      codeOf(() =>
        run([
          [create(1)],
          [{ type: 'DeleteSharedLink', ...owner, id: linkId(1) }],
          [{ type: 'UpdateSharedLink', ...owner, id: linkId(1), validUntil: null, brandPages }],
        ]),
      ),
    ).toBe('SHARED_LINK_NOT_FOUND');
  });

  it('a link is live until revoked or past validUntil', () => {
    expect(isLive({ revoked: false, validUntil: null }, now)).toBe(true);
    expect(isLive({ revoked: false, validUntil: days(1).toISOString() }, now)).toBe(true);
    expect(isLive({ revoked: false, validUntil: now.toISOString() }, now)).toBe(false);
    expect(isLive({ revoked: true, validUntil: null }, now)).toBe(false);
  });
});

describe('shared links pinned to a version (issue 16)', () => {
  const v1 = '60000000-0000-4000-8000-000000000001';
  const v2 = '60000000-0000-4000-8000-000000000002';
  const brandVersions = [v1, v2];

  it('pins a link to a version of the brand, and refuses a version it does not have', () => {
    const { state } = run([[create(1, { version: v1.toUpperCase(), brandVersions })]]);
    expect(state.links[0]?.version).toBe(v1);
    expect(codeOf(() => run([[create(2, { version: v1, brandVersions: [v2] })]]))).toBe('VERSION_NOT_FOUND');
  });

  it("keeps a page's pinned link apart from its live one, and reuses each", () => {
    const { state, events } = run([
      [create(1)],
      [create(2, { version: v1, brandVersions })],
      [create(3, { version: v1, brandVersions })],
      [create(4)],
    ]);
    expect(events.map((e) => e.length)).toEqual([1, 1, 0, 0]);
    expect(reusableLink(state, { pages: [pageA], accessAllPages: false, withBilling: false, version: v1 }, now)?.id).toBe(
      linkId(2),
    );
    expect(reusableLink(state, { pages: [pageA], accessAllPages: false, withBilling: false }, now)?.id).toBe(linkId(1));
  });

  it('moves a link to another version or back to the live brand; a billing link stays live', () => {
    const update = (version: string | null): SharedLinkCommand => ({
      type: 'UpdateSharedLink',
      ...owner,
      id: linkId(1),
      brandPages,
      version,
      brandVersions,
    });
    const { state, events } = run([[create(1, { version: v1, brandVersions })], [update(v2)], [update(null)], [update(null)]]);
    expect(events.slice(1).map((e) => e.length)).toEqual([1, 1, 0]);
    expect(state.links[0]?.version).toBeNull();
    const billing = run([[create(5, { withBilling: true, accessAllPages: true, version: v1, brandVersions })]]);
    expect(billing.state.links[0]?.version).toBeNull();
  });

  it('reads a link made before versions as a live one', () => {
    const legacy = {
      type: 'SharedLinkCreated',
      data: { ...run([[create(1)]]).events[0]![0]!.data, version: undefined },
    } as SharedLinkEvent;
    expect(sharedLinkDecider.evolve(sharedLinkDecider.initialState, legacy).links[0]?.version).toBeNull();
  });
});
