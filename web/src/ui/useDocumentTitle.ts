import { useEffect } from 'react';
import { documentTitle, PRODUCT_NAME } from '@brandtrail/domain/brands/documentTitle';

/**
 * Keeps the browser tab's title on a brand's screens: the page and its brand, or the brand alone
 * (documentTitle, the same words the server wrote into the page's HTML). Leaving the screen gives
 * the product's name back, the title of every screen that names no brand.
 */
export function useDocumentTitle(brand: string, page?: string | null): void {
  const title = documentTitle(brand, page);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(
    () => () => {
      document.title = PRODUCT_NAME;
    },
    [],
  );
}

/** `useDocumentTitle` where a screen decides what it shows after its hooks (it renders nothing). */
export function DocumentTitle({ brand, page }: { brand: string; page?: string | null }): null {
  useDocumentTitle(brand, page);
  return null;
}
