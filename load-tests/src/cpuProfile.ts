import { readFileSync } from 'node:fs';

/**
 * Summarises a V8 .cpuprofile: the share of samples spent inside each package or workspace
 * (inclusive: a frame of graphql called from helix counts for both), and the functions with the
 * most self time. PGlite's WebAssembly frames have wasm:// urls and count as "pglite (wasm)".
 */
interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

function bucket(url: string, fn: string): string {
  if (url.startsWith('wasm://')) return 'pglite (wasm)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const ws = /\/work\/[^/]+\/([^/]+)\/src\//.exec(url) ?? /\/([a-z-]+)\/src\/[^/]+\.ts/.exec(url);
  if (ws) return `workspace ${ws[1]}`;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  return url ? url : `(${fn})`;
}

export function summariseProfile(file: string, top = 15): { packages: [string, number][]; functions: [string, number][] } {
  const p = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const selfTime = new Map<number, number>();
  let total = 0;
  p.samples.forEach((id, i) => {
    const dt = p.timeDeltas[i] ?? 0;
    selfTime.set(id, (selfTime.get(id) ?? 0) + dt);
    total += dt;
  });
  const inclusive = new Map<string, number>();
  const self = new Map<string, number>();
  for (const [id, t] of selfTime) {
    const leaf = byId.get(id)!.callFrame;
    const name = `${leaf.functionName || '(anonymous)'} ${bucket(leaf.url, leaf.functionName)}`;
    self.set(name, (self.get(name) ?? 0) + t);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const cf = byId.get(cur)!.callFrame;
      const b = bucket(cf.url, cf.functionName);
      // Frames every sample passes through say nothing about where the time goes.
      if (!b.startsWith('node:internal') && !['((root))', '((program))', '((runMicrotasks))'].includes(b)) seen.add(b);
    }
    for (const k of seen) inclusive.set(k, (inclusive.get(k) ?? 0) + t);
  }
  const share = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, t]) => [k, (t / total) * 100] as [string, number]);
  return { packages: share(inclusive), functions: share(self) };
}
