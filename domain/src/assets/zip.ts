import { downloadName } from './asset';

/**
 * A download element's files as one zip (issue 17): which files go in, under which names, and what
 * the zip is called. The API writes the zip (`GET /api/download-zip`); the web client shows its
 * button from the same rules.
 */

/**
 * The most the files of one zip may hold together. Zip's own fields count to 4 GiB (zip64 lifts
 * that, and is not written); this leaves room for the headers of the most files an element holds.
 */
export const DOWNLOAD_ZIP_MAX_BYTES = 4_000_000_000;

/** Only files whose processing ended well go in: one still processing or failed is left out. */
export const inDownloadZip = (asset: { status: string }): boolean => asset.status === 'ready';

/** A name as one file of a zip: no folders, no control characters, never only dots. */
function entryName(name: string): string {
  const flat = name.normalize('NFC').replace(/[\u0000-\u001f\u007f/\\]/g, '_');
  return /^\.*$/.test(flat) ? `_${flat}` : flat;
}

/**
 * The files' names in the zip, in their order: each asset's download name (with its extension);
 * a name met before (regardless of case, as Windows and macOS compare them) gets " (2)", " (3)"…
 * before its extension.
 */
export function zipEntryNames(assets: readonly { name: string; extension: string }[]): string[] {
  const taken = new Set<string>();
  return assets.map((asset) => {
    const name = entryName(downloadName(asset));
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** The zip's file name: the element's label, else its page's name; "download.zip" when neither holds a letter. */
export function zipFileName(label: string, pageName: string): string {
  const clean = (text: string) =>
    text
      .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^\.+|\.+$/g, '')
      .slice(0, 120)
      .trim();
  return `${clean(label) || clean(pageName) || 'download'}.zip`;
}
