import { existsSync } from 'node:fs';

/**
 * The Chromium the tests launch: CHROMIUM_PATH, else Debian's headless shell (the package
 * `chromium-headless-shell`: the same Blink and V8 without the browser's UI layer; the browser
 * tests took a third less CPU with it than with the full browser in headless mode), else Debian's
 * `chromium`.
 */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const shell = '/usr/bin/chromium-headless-shell';
  return existsSync(shell) ? shell : '/usr/bin/chromium';
}

/**
 * How the browser tests (web/e2e) and the browser benches (load-tests) launch Chromium with
 * playwright: headless (chromiumPath), with the flags this machine needs (no sandbox, no GPU,
 * nothing fetched in the background).
 */
export const chromiumLaunchOptions = (): { executablePath: string; args: string[] } => ({
  executablePath: chromiumPath(),
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
