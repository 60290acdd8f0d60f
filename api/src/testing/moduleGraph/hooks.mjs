// Module hooks (node:module register) that write every module URL the process resolves to a file:
// what a process loads, for tests that hold an entry point to what it may load.
import { appendFileSync } from 'node:fs';

let file;

export function initialize(data) {
  file = data.file;
}

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  appendFileSync(file, `${resolved.url}\n`);
  return resolved;
}
