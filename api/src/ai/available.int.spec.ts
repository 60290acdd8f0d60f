import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, openTestDatabase, startAiStandIn, type AiStandIn, type TestDatabase } from '@brandtrail/infra';
import { startApp, type RunningApp } from '../app';
import { TestClient } from '../testing/client';

/** `Query.aiAvailable` tells the web client up front whether AI help is set up on this server. */
describe('aiAvailable', () => {
  let db: TestDatabase;
  let standIn: AiStandIn;
  let dataDir: string;
  beforeAll(async () => {
    db = await openTestDatabase('pglite');
    standIn = await startAiStandIn();
    dataDir = mkdtempSync(path.join(tmpdir(), 'bt-ai-'));
  });
  afterAll(async () => {
    await standIn.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const ask = async (env: Record<string, string>) => {
    const app: RunningApp = await startApp(
      { ...loadConfig({ PORT: '0', DATA_DIR: dataDir, ...env }), redisUrl: undefined },
      db.sql,
    );
    try {
      const answer = await new TestClient(app.url).graphql<{ aiAvailable: boolean }>('{ aiAvailable }');
      return answer.data?.aiAvailable;
    } finally {
      await app.close();
    }
  };

  it('answers a rewrite without a model server with AI_NOT_CONFIGURED, saying how to set it up', async () => {
    const app = await startApp({ ...loadConfig({ PORT: '0', DATA_DIR: dataDir }), redisUrl: undefined }, db.sql);
    try {
      const owner = await new TestClient(app.url).signUp('owner@example.com');
      const created = await owner.graphql<{ createBrand: { brand: { id: string } } }>(
        'mutation { createBrand(input: { name: "Acme" }) { brand { id } } }',
      );
      const brandId = created.data!.createBrand.brand.id;
      const payload = { brandId, prompt: 'Make it shorter.', text: 'Some words', elementType: 'text', language: 'en' };
      for (const [language, words] of [
        ['en', 'AI is not set up on this server'],
        ['de', 'KI ist auf diesem Server nicht eingerichtet'],
      ] as const) {
        const answer = await owner.post('/api/rewrite-text-ai', payload, { 'accept-language': language });
        expect(answer.status).toBe(503);
        expect(answer.body).toMatchObject({ code: 'AI_NOT_CONFIGURED' });
        expect(answer.body!.message).toContain(words);
        expect(answer.body!.message).toContain('AI_BASE_URL');
      }
      // AI brand creation says the same, and invents nothing.
      const color = { hex: '2F4BD8', rgb: { r: 47, g: 75, b: 216 }, cmyk: { c: 78, m: 65, y: 0, k: 15 } };
      const brandAi = await owner.post('/api/new-brand-ai', { brandId, name: 'Acme', colors: [color], language: 'de' });
      expect([brandAi.status, brandAi.body?.code]).toEqual([503, 'AI_NOT_CONFIGURED']);
      const example = await owner.post('/api/example-brand-ai', { language: 'en' });
      expect([example.status, example.body?.code]).toEqual([503, 'AI_NOT_CONFIGURED']);
      const brands = await owner.graphql<{ brands: { totalCount: number } }>('{ brands { totalCount } }');
      expect(brands.data!.brands.totalCount).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('is false without a model server, and true with one', async () => {
    expect(await ask({})).toBe(false);
    expect(await ask({ AI_BASE_URL: standIn.url, AI_MODEL: 'stand-in' })).toBe(true);
    // Answering it asks the model server nothing.
    expect(standIn.requests).toHaveLength(0);
  });
});
