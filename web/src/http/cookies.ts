/**
 * The value of the cookie `name` in a Cookie header (`document.cookie`, or a request's on the
 * server), percent-decoded; undefined when it is not there or does not decode (a hostile or broken
 * value counts as none).
 */
export function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
