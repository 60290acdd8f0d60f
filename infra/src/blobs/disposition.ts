/**
 * `attachment; filename="..."; filename*=UTF-8''...` (RFC 6266): the quoted name is a plain ASCII
 * fallback, the starred one the exact name for browsers that read it.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_').replace(/[\r\n]/g, '') || 'download';
  const exact = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}
