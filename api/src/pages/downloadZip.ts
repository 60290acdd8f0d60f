import type { IncomingMessage, ServerResponse } from 'node:http';
import { DOWNLOAD_ZIP_MAX_BYTES, fail, inDownloadZip, isElementId, zipEntryNames, zipFileName } from '@brandtrail/domain';
import { attachmentDisposition, log } from '@brandtrail/infra';
import type { Context } from '../graphql/context';
import { writeZip, ZipAborted, zipSize, type ZipEntry } from '../http/zip';
import { elementAssets, readableElement } from './loaders';

/**
 * `GET /api/download-zip?element=<elementId>` (and HEAD): a download element's files as one zip
 * (issue 17), for its main button when it holds several. Read as `Page.elements` reads: whoever
 * may read the element on its page (members; anyone for a public brand or a shared link's visitor,
 * when the download is public) gets the files `PageElement.assetList` shows them that are ready
 * (`inDownloadZip`), under their download names made unique (`zipEntryNames`).
 *
 * Refusals come before anything is written: a missing or malformed id is DOWNLOAD_ID_INVALID (400);
 * an element that does not exist or that the viewer may not read (a stranger of a private brand, a
 * reader of a members-only download) is ELEMENT_NOT_FOUND (404), the same answer; another type is
 * ELEMENT_NOT_DOWNLOAD (400); no file ready is DOWNLOAD_NO_FILES (409); more than
 * DOWNLOAD_ZIP_MAX_BYTES together is DOWNLOAD_TOO_LARGE (413).
 *
 * The zip streams (`writeZip`): STORED entries with data descriptors, each original opened from the
 * blob store (`BlobStore.open`) when its turn comes and read as fast as the client takes it; its
 * length is known before it starts (Content-Length, and HEAD answers the same headers opening
 * nothing). A client that goes away stops the reading of the store. A stored file missing or of
 * another size than recorded (which confirmed originals never are) ends the response unfinished,
 * so the browser reports a failed download rather than saving a broken zip.
 */
export async function downloadZip(
  req: IncomingMessage,
  res: ServerResponse,
  query: URLSearchParams,
  ctx: Context,
): Promise<void> {
  // As every read: a user who has not accepted the terms reads nothing until they do.
  if (ctx.viewer?.user.type === 'user' && !ctx.viewer.user.termsAccepted) fail('TERMS_NOT_ACCEPTED');
  const ids = query.getAll('element');
  const id = ids.length === 1 ? ids[0] : undefined;
  if (!isElementId(id)) fail('DOWNLOAD_ID_INVALID');
  const { page, element } = (await readableElement(ctx, id)) ?? fail('ELEMENT_NOT_FOUND');
  if (element.type !== 'download') fail('ELEMENT_NOT_DOWNLOAD');
  const files = (await elementAssets(ctx, page, element, element.assets)).filter(inDownloadZip);
  if (!files.length) fail('DOWNLOAD_NO_FILES');
  if (files.reduce((sum, file) => sum + file.byteSize, 0) > DOWNLOAD_ZIP_MAX_BYTES)
    fail('DOWNLOAD_TOO_LARGE', { max: DOWNLOAD_ZIP_MAX_BYTES / 1e9 });

  const blobs = ctx.services.blobs;
  const names = zipEntryNames(files);
  const entries: ZipEntry[] = files.map((file, i) => ({
    name: names[i]!,
    size: file.byteSize,
    modified: new Date(file.updatedAt),
    open: async () => {
      const opened = await blobs.open(file.key);
      if (!opened) throw new Error(`the original of asset ${file.id} is missing from the blob store`);
      return opened.stream;
    },
  }));
  res.writeHead(200, {
    'content-type': 'application/zip',
    'content-length': zipSize(entries),
    'content-disposition': attachmentDisposition(zipFileName(element.label, page.name)),
    'cache-control': 'private, no-store',
    'x-robots-tag': 'noindex',
  });
  if (req.method === 'HEAD') return void res.end();
  try {
    await writeZip(res, entries);
    res.end();
  } catch (error) {
    if (error instanceof ZipAborted) return; // the client went away: the store is no longer read
    log.error('a download zip failed mid-way', { elementId: element.id, error });
    res.destroy();
  }
}
