import type { TestProject } from 'vitest/node';
import { startProduct } from './processes';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The product the browser-test files share (useProductAndBrowser), and its DATA_DIR. */
    sharedProduct: { url: string; dataDir: string };
  }
}

/**
 * Once per run of the browser tests (vitest calls it only when one is queued): one product for every
 * file that does not need one of its own. Each test makes its own users and brands (addresses and
 * brand names no other file uses), which keeps the files apart; a product per file cost a start
 * (10 to 20 s on CI's two cores) 20 times over.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const product = await startProduct();
  project.provide('sharedProduct', { url: product.url, dataDir: product.dataDir });
  return () => product.stop();
}
