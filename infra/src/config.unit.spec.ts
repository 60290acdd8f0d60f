import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig, SERVER_NODE_FLAGS } from './config';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/** The words of the first command in `text` (shell words or a JSON/YAML list) that runs `script`. */
function commandRunning(text: string, script: string): string[] {
  for (const line of text.split('\n')) {
    if (!line.includes(script) || line.trimStart().startsWith('#')) continue;
    const list = /\[(.*)\]/.exec(line.replace(/#.*$/, ''));
    return list ? list[1]!.split(',').map((word) => word.trim().replace(/^["']|["']$/g, '')) : line.trim().split(/\s+/);
  }
  throw new Error(`no command runs ${script}`);
}

describe('SERVER_NODE_FLAGS', () => {
  const apiScripts = (JSON.parse(read('api/package.json')) as { scripts: Record<string, string> }).scripts;
  const launches: [string, string, string][] = [
    ['npm start', read('infra/bin/start.sh'), 'api/src/embedded.ts'],
    ['the Dockerfile', read('infra/deploy/Dockerfile'), 'api/src/main.ts'],
    ["compose's api", read('infra/deploy/compose.yaml'), 'api/src/main.ts'],
    ['npm start --workspace api', apiScripts.start!, 'src/main.ts'],
    ['npm run start:all --workspace api', apiScripts['start:all']!, 'src/embedded.ts'],
  ];
  it.each(launches)('are given to node by %s, before the script', (_, text, script) => {
    const words = commandRunning(text, script);
    const before = words.slice(0, words.indexOf(script));
    expect(before[0]).toMatch(/^(exec|node|tsx)$/);
    for (const flag of SERVER_NODE_FLAGS) expect(before).toContain(flag);
  });
});

describe('TRUST_PROXY', () => {
  it('is 0 (ignore X-Forwarded-For) unless set', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(0);
  });
  it('counts the proxies in front of the API', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
  });
  it.each(['true', 'yes', '-1', '1.5', '11', '10.0.0.1'])('refuses %s at start', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be the number of proxies/);
  });
});
