import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedLinkStream, type SharedLinkEvent } from '@brandtrail/domain';
import { openTestEventStore, testDatabaseKinds, type TestEventStore } from '@brandtrail/infra';
import { ProjectionRunner } from '../runner/runner';
import { sharedLinksProjection } from './projection';
import { sharedLinkQueries } from './queries';

describe.each(testDatabaseKinds())('shared links read model on %s', (kind) => {
  let opened: TestEventStore;
  const brandId = randomUUID();
  const [page, pageLink, allLink, billingLink] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  /** Links recorded before the decider checked an expiry's range (issue 24): year 10000. */
  const [legacyBrand, farLink, narrowedLink] = [randomUUID(), randomUUID(), randomUUID()];
  const token = (c: string) => c.repeat(43);

  const created = (
    id: string,
    fields: Partial<Extract<SharedLinkEvent, { type: 'SharedLinkCreated' }>['data']>,
  ): SharedLinkEvent => ({
    type: 'SharedLinkCreated',
    data: {
      id,
      brandId,
      token: token('a'),
      accessAllPages: false,
      pages: [page],
      withBilling: false,
      billingPlan: null,
      validUntil: null,
      createdBy: null,
      createdAt: '2026-11-25T10:00:00.000Z',
      ...fields,
    },
  });

  beforeAll(async () => {
    opened = await openTestEventStore(kind);
    const events: SharedLinkEvent[] = [
      created(pageLink, {}),
      created(allLink, { token: token('b'), accessAllPages: true, pages: [] }),
      created(billingLink, {
        token: token('c'),
        accessAllPages: true,
        pages: [],
        withBilling: true,
        billingPlan: 'pro',
        validUntil: '2026-12-25T10:00:00.000Z',
      }),
      { type: 'SharedLinkUpdated', data: { id: allLink, validUntil: '2026-11-26T00:00:00.000Z' } },
      { type: 'SharedLinkRevoked', data: { id: pageLink } },
    ];
    const legacy: SharedLinkEvent[] = [
      created(farLink, { brandId: legacyBrand, token: token('d'), validUntil: '+010000-01-01T00:00:00.000Z' }),
      created(narrowedLink, { brandId: legacyBrand, token: token('e'), accessAllPages: true, pages: [] }),
      {
        type: 'SharedLinkUpdated',
        data: { id: narrowedLink, accessAllPages: false, pages: [page], validUntil: '+010000-01-01T00:00:00.000Z' },
      },
    ];
    for (const [brand, list] of [
      [brandId, events],
      [legacyBrand, legacy],
    ] as const)
      await opened.append(sharedLinkStream(brand), list);
    await new ProjectionRunner(opened.db.sql, opened.store, sharedLinksProjection).rebuild();
  });
  afterAll(() => opened.close());

  it('folds the brand stream into one row per link; lists those not revoked, with or without billing', async () => {
    const q = sharedLinkQueries(opened.db.sql);
    expect((await q.forBrand(brandId)).map((l) => l.id).sort()).toEqual([allLink, billingLink].sort());
    expect((await q.forBrand(brandId, { withoutBilling: true })).map((l) => l.id)).toEqual([allLink]);
    expect(await q.byToken(token('b'))).toMatchObject({ id: allLink, validUntil: new Date('2026-11-26T00:00:00.000Z') });
    expect((await q.byId(pageLink))?.revokedAt).toBeInstanceOf(Date);
    expect(await q.byId(billingLink)).toMatchObject({ withBilling: true, billingPlan: 'pro', pages: [] });
  });

  it('applies an expiry recorded beyond year 9999 as the end of 9999, with the rest of its event', async () => {
    const q = sharedLinkQueries(opened.db.sql);
    expect(await q.byToken(token('d'))).toMatchObject({ id: farLink, validUntil: new Date('9999-12-31T23:59:59.999Z') });
    // The narrowing recorded in the same event applies: the link reaches its one page, not all.
    expect(await q.byId(narrowedLink)).toMatchObject({
      accessAllPages: false,
      pages: [page],
      validUntil: new Date('9999-12-31T23:59:59.999Z'),
    });
    const failed = await opened.db.sql.query(`SELECT * FROM read_model_anomalies WHERE kind = 'apply_failed'`);
    expect(failed).toEqual([]);
  });

  it('a rebuild gives the same rows', async () => {
    const q = sharedLinkQueries(opened.db.sql);
    const ids = [pageLink, allLink, billingLink, farLink, narrowedLink];
    const before = await q.byIds(ids);
    await new ProjectionRunner(opened.db.sql, opened.store, sharedLinksProjection).rebuild();
    const after = await q.byIds(ids);
    expect(after).toHaveLength(ids.length);
    const byId = (rows: typeof before) => Object.fromEntries(rows.map((r) => [r.id, r]));
    expect(byId(after)).toEqual(byId(before));
  });
});
