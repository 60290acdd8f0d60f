import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetStream, type AssetEvent } from '@brandtrail/domain';
import { openTestEventStore, testDatabaseKinds, type TestEventStore } from '@brandtrail/infra';
import { ProjectionRunner } from '../runner/runner';
import { assetsProjection } from './projection';
import { assetQueries } from './queries';

describe.each(testDatabaseKinds())('assets read model on %s', (kind) => {
  let opened: TestEventStore;
  const brandId = randomUUID();
  const otherBrandId = randomUUID();
  const [logo, photo, font, gone, other] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  /** A third brand with one uploaded asset and one whose upload is pending. */
  const openBrandId = randomUUID();
  const [shown, pending, pending2] = [randomUUID(), randomUUID(), randomUUID()];

  /** Appends, then waits until readers of the log see the events (a rebuild reads what readers see). */
  const append = (stream: string, events: AssetEvent[]) => opened.append(stream, events);
  const created = (id: string, name: string, tags: string[], brand = brandId): AssetEvent => ({
    type: 'AssetCreated',
    data: {
      id,
      brandId: brand,
      name,
      extension: name.split('.').pop()!.toLowerCase(),
      byteSize: 5000,
      tags,
      key: `assets/${brand}/${id}/original`,
    },
  });

  beforeAll(async () => {
    opened = await openTestEventStore(kind);
    await append(assetStream(logo), [
      created(logo, 'Logo.svg', ['Logo', 'print']),
      { type: 'AssetUploaded', data: { byteSize: 4321, contentType: 'image/svg+xml' } },
      {
        type: 'AssetProcessed',
        data: {
          mimeType: 'image/svg+xml',
          width: 400,
          height: 200,
          dominantColor: '2F4BD8',
          opaque: false,
          previews: { grid: `assets/${brandId}/${logo}/grid`, lightbox: `assets/${brandId}/${logo}/lightbox` },
        },
      },
      { type: 'AssetRenamed', data: { name: 'Logo dark' } },
    ]);
    await append(assetStream(photo), [
      created(photo, 'Team photo.jpg', ['photo', 'Logo']),
      { type: 'AssetUploaded', data: { byteSize: 5000, contentType: 'image/jpeg' } },
      { type: 'AssetProcessingFailed', data: { reason: 'ASSET_FILE_CORRUPT' } },
    ]);
    await append(assetStream(font), [
      created(font, 'Inter.woff2', []),
      { type: 'AssetUploaded', data: { byteSize: 5000, contentType: 'application/octet-stream' } },
      { type: 'AssetProcessed', data: { mimeType: 'font/woff2', previews: {}, font: { family: 'Inter', style: 'Regular' } } },
      { type: 'AssetTagsChanged', data: { tags: ['Fonts'] } },
    ]);
    await append(assetStream(gone), [created(gone, 'Old.png', ['archive']), { type: 'AssetDeleted', data: {} }]);
    await append(assetStream(other), [created(other, 'Other.png', ['secret'], otherBrandId)]);
    await append(assetStream(shown), [
      created(shown, 'Shown.png', ['shared', 'Guide'], openBrandId),
      { type: 'AssetUploaded', data: { byteSize: 5000, contentType: 'image/png' } },
    ]);
    // Pending: its spelling of a shared tag is the most used one among all assets, not among the uploaded.
    await append(assetStream(pending), [created(pending, 'Draft.png', ['draft-only', 'GUIDE'], openBrandId)]);
    await append(assetStream(pending2), [created(pending2, 'Draft 2.png', ['GUIDE'], openBrandId)]);
    await new ProjectionRunner(opened.db.sql, opened.store, assetsProjection).rebuild();
  }, 60_000);
  afterAll(() => opened.close());

  it('folds an asset through upload and processing', async () => {
    const row = await assetQueries(opened.db.sql).byId(logo);
    expect(row).toMatchObject({
      brandId,
      name: 'Logo dark',
      extension: 'svg',
      byteSize: 4321,
      uploaded: true,
      status: 'ready',
      failureReason: null,
      mimeType: 'image/svg+xml',
      width: 400,
      height: 200,
      dominantColor: '2F4BD8',
      opaque: false,
      previews: { grid: `assets/${brandId}/${logo}/grid`, lightbox: `assets/${brandId}/${logo}/lightbox` },
      font: null,
      tags: ['Logo', 'print'],
      deletedAt: null,
    });
    expect(await assetQueries(opened.db.sql).byId(font)).toMatchObject({
      status: 'ready',
      mimeType: 'font/woff2',
      font: { family: 'Inter', style: 'Regular' },
      width: null,
      tags: ['Fonts'],
    });
    expect(await assetQueries(opened.db.sql).byId(photo)).toMatchObject({
      status: 'failed',
      failureReason: 'ASSET_FILE_CORRUPT',
      mimeType: 'image/jpeg',
    });
  });

  it("lists a brand's assets newest first, by tag regardless of case and by part of the name", async () => {
    const q = assetQueries(opened.db.sql);
    expect((await q.byBrand(brandId)).map((a) => a.id)).toEqual([font, photo, logo]);
    expect((await q.byBrand(brandId, { tag: 'LOGO' })).map((a) => a.id)).toEqual([photo, logo]);
    expect((await q.byBrand(brandId, { search: 'photo' })).map((a) => a.id)).toEqual([photo]);
    expect((await q.byBrand(brandId, { search: '%' })).map((a) => a.id)).toEqual([]);
    expect((await q.byBrand(brandId, { tag: 'archive' })).map((a) => a.id)).toEqual([]);
    expect((await q.byBrand(brandId, { tag: 'archive', includeDeleted: true })).map((a) => a.id)).toEqual([gone]);
    expect((await q.byBrand(brandId, { deletedOnly: true })).map((a) => a.id)).toEqual([gone]);
    expect((await q.byIdIncludingDeleted(gone))?.deletedAt).toBeInstanceOf(Date);
    expect(await q.byId(gone)).toBeUndefined();
  });

  it('reads assets by ids in the order asked, leaving out deleted and unknown ones', async () => {
    const q = assetQueries(opened.db.sql);
    expect((await q.byIds([logo, gone, randomUUID(), photo])).map((a) => a.id)).toEqual([logo, photo]);
    expect(await q.byIds([])).toEqual([]);
  });

  it("lists the brand's distinct tags, one spelling each", async () => {
    expect(await assetQueries(opened.db.sql).tagsOfBrand(brandId)).toEqual(['Fonts', 'Logo', 'photo', 'print']);
    expect(await assetQueries(opened.db.sql).tagsOfBrand(otherBrandId)).toEqual(['secret']);
  });

  it('lists only the tags of uploaded assets when asked to, spellings included', async () => {
    const q = assetQueries(opened.db.sql);
    expect(await q.tagsOfBrand(openBrandId)).toEqual(['draft-only', 'GUIDE', 'shared']);
    expect(await q.tagsOfBrand(openBrandId, { uploadedOnly: true })).toEqual(['Guide', 'shared']);
  });

  it('changes nothing when the log is replayed', async () => {
    const before = await assetQueries(opened.db.sql).byBrand(brandId, { includeDeleted: true });
    await new ProjectionRunner(opened.db.sql, opened.store, assetsProjection).rebuild();
    expect(await assetQueries(opened.db.sql).byBrand(brandId, { includeDeleted: true })).toEqual(before);
  });

  it('names the assets due for purge, and drops the row of a purged one', async () => {
    const q = assetQueries(opened.db.sql);
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 60_000);
    // never uploaded: Old.png (deleted too) and Other.png; deleted: Old.png
    expect(await q.dueForPurge(future, past, 10)).toEqual(
      expect.arrayContaining([
        { id: gone, reason: 'abandoned' },
        { id: other, reason: 'abandoned' },
      ]),
    );
    expect((await q.dueForPurge(future, past, 10)).map((a) => a.id)).not.toContain(logo);
    expect(await q.dueForPurge(past, future, 10)).toEqual([{ id: gone, reason: 'expired' }]);
    expect(await q.dueForPurge(past, past, 10)).toEqual([]);
    expect(await q.dueForPurge(future, future, 1)).toHaveLength(1);

    const shortLived = randomUUID();
    await append(assetStream(shortLived), [
      created(shortLived, 'Draft.png', ['draft']),
      { type: 'AssetPurged', data: { reason: 'abandoned', keys: [`assets/${brandId}/${shortLived}/original`] } },
    ]);
    await append(assetStream(gone), [{ type: 'AssetPurged', data: { reason: 'expired', keys: [] } }]);
    await new ProjectionRunner(opened.db.sql, opened.store, assetsProjection).rebuild();
    expect(await q.byIdIncludingDeleted(shortLived)).toBeUndefined();
    expect(await q.byIdIncludingDeleted(gone)).toBeUndefined();
    expect(await q.byIdIncludingDeleted(logo)).toBeDefined();
  });
});
