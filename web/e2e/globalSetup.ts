import type { TestProject } from 'vitest/node';
import { launchBrowserServer, startProduct } from './processes';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The product the browser-test files share (useProductAndBrowser), and its DATA_DIR. */
    sharedProduct: { url: string; dataDir: string };
    /** The address of the Chromium they share. */
    sharedBrowser: string;
  }
}

/**
 * Once per run of the browser tests (vitest calls it only when one is queued): one product and one
 * Chromium for every file that does not need a product of its own. Each test makes its own users
 * and brands, which keeps the files apart; starting both per file cost a product start and a
 * browser launch 20 times over.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [product, browser] = await Promise.all([startProduct(), launchBrowserServer()]);
  project.provide('sharedProduct', { url: product.url, dataDir: product.dataDir });
  project.provide('sharedBrowser', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await product.stop();
  };
}
