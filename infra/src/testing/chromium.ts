/**
 * How the browser tests (web/e2e) and the browser benches (load-tests) launch Chromium with
 * playwright: Debian's (or CHROMIUM_PATH), headless, with the flags this machine needs (no sandbox,
 * no GPU, nothing fetched in the background).
 */
export const chromiumLaunchOptions = (): { executablePath: string; args: string[] } => ({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
