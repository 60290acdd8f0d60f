import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The status and headers of an answer that stands for a page of the client (pageAnswer.ts). */
export type PageAnswerOf = () => Promise<{ status: number; headers: Record<string, string> }>;

/**
 * Serves the built web client. Files under assets/ carry a content hash and are cached for a year;
 * any other path gets index.html, so that the client's router decides what it shows, with the
 * status and headers `answerOf` gives that page (404 where the client shows its not-found page).
 */
export function createStaticHandler(root: string) {
  const index = path.join(root, 'index.html');
  /** `decoded`: the request's path, percent-decoded (by the server's one input check). */
  return async (decoded: string, res: ServerResponse, head: boolean, answerOf: PageAnswerOf): Promise<void> => {
    const file = path.normalize(path.join(root, decoded));
    let target = index;
    if (file.startsWith(root + path.sep) && decoded !== '/') {
      const info = await stat(file).catch(() => undefined);
      if (info?.isFile()) target = file;
    }
    const page = target === index ? await answerOf() : { status: 200, headers: {} };
    const info = await stat(target).catch(() => undefined);
    if (!info) {
      res.writeHead(503, { ...page.headers, 'content-type': 'text/plain; charset=utf-8' });
      res.end('The web client is not built. Run npm start, which builds it.');
      return;
    }
    const immutable = target !== index && decoded.startsWith('/assets/');
    res.writeHead(page.status, {
      ...page.headers,
      'content-type': types[path.extname(target)] ?? 'application/octet-stream',
      'content-length': info.size,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (head) return void res.end();
    // A file that goes away after the stat (a rebuild of the client) ends the answer, not the server.
    await pipeline(createReadStream(target), res).catch(() => res.destroy());
  };
}
