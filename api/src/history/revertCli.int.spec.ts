import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/client';
import { nextMillisecond } from '../testing/clock';
import { embeddedEnv, runScript } from '../testing/scripts';

/**
 * `npm run revert` as an operator runs it, against the embedded product: with the product running
 * it asks the product to do it (over the data folder's lock), with nothing running it opens the
 * folder itself; `--dry-run` only prints what would change.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'revert-cli-'));
const env = embeddedEnv(dataDir);
const children = new Set<ChildProcess>();
const revert = (...args: string[]) => runScript('api/src/history/revertCli.ts', args, env, children).exited;

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run revert', () => {
  it('restores a brand to a moment, shows the plan first, with the product running or not', async () => {
    const product = runScript('api/src/embedded.ts', [], env, children);
    const url = (await product.printed(/Open (http:\/\/\S+)/))[1]!;
    const owner = await new TestClient(url).signUp('cli-owner@example.com');
    const ok = async <T>(query: string, variables: Record<string, unknown>) => {
      const res = await owner.graphql<T>(query, variables);
      if (res.errors) throw new Error(JSON.stringify(res.errors));
      return res.data!;
    };
    const { createBrand } = await ok<{ createBrand: { brand: { id: string } } }>(
      `mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { id } } }`,
      { input: { name: 'Cli Co', slug: 'cli-co' } },
    );
    const setBio = (bio: string) =>
      ok(`mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { id } } }`, {
        input: { id: createBrand.brand.id, bio },
      });
    await setBio('Then');
    await nextMillisecond();
    const moment = new Date().toISOString();
    await nextMillisecond();
    await setBio('Now');
    await ok(`mutation($input: CreatePageInput!) { createPage(input: $input) { page { id } } }`, {
      input: { brandId: createBrand.brand.id, name: 'Made since' },
    });

    const preview = await revert('--brand', 'cli-co', '--at', moment, '--dry-run');
    expect(preview.code).toBe(0);
    expect(preview.stdout).toContain(`Restoring cli-co to ${moment} would change:`);
    expect(preview.stdout).toContain('brand settings: bio');
    expect(preview.stdout).toContain('pages to Recently deleted: Made since');
    const bio = async () =>
      (await ok<{ brandBySlug: { bio: string } }>(`{ brandBySlug(slug: "cli-co") { bio } }`, {})).brandBySlug.bio;
    expect(await bio()).toBe('Now');

    const done = await revert('--brand', 'cli-co', '--at', moment);
    expect(done.code).toBe(0);
    expect(done.stdout).toContain(`Restored cli-co to ${moment}:`);
    expect(await bio()).toBe('Then');
    // The history says the system did it.
    const activity = await ok<{
      brandBySlug: { activity: { edges: { node: { kind: string; user: null | { email: string } } }[] } };
    }>(`{ brandBySlug(slug: "cli-co") { activity(first: 1) { edges { node { kind user { email } } } } } }`, {});
    expect(activity.brandBySlug.activity.edges[0]!.node).toEqual({ kind: 'REVERT', user: null });

    product.child.kill('SIGTERM');
    expect((await product.exited).code).toBe(0);
    // Nothing running: the command opens the folder itself. The brand is as it was then now.
    const alone = await revert('--brand', 'cli-co', '--at', moment, '--dry-run');
    expect(alone.code).toBe(0);
    expect(alone.stdout).toContain('nothing: the brand is as it was then.');
    const unknown = await revert('--brand', 'nobody-has-this', '--at', moment, '--dry-run');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('This brand could not be found.');
    const usage = await revert('--brand', 'cli-co');
    expect(usage.code).toBe(2);
  }, 180_000);
});
