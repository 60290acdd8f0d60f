import { existsSync } from 'node:fs';

/**
 * The Chromium to launch: CHROMIUM_PATH, else for the tests Debian's headless shell (the package
 * `chromium-headless-shell`: the same Blink and V8 without the browser's UI layer; the browser
 * tests took a third less CPU with it than with the full browser in headless mode), and for the
 * bench's paint figures the full browser, as people use it (`full`); else whichever is installed.
 */
function chromiumPath(full: boolean): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const [first, second] = full
    ? ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell']
    : ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
  return existsSync(first) ? first : second;
}

/**
 * How the browser tests (web/e2e) and the browser benches (load-tests, `full`) launch Chromium with
 * playwright: headless (chromiumPath), with the flags this machine needs (no sandbox, no GPU,
 * nothing fetched in the background).
 */
export const chromiumLaunchOptions = ({ full = false }: { full?: boolean } = {}): { executablePath: string; args: string[] } => ({
  executablePath: chromiumPath(full),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
