import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLoaderData, useLocation } from 'react-router';
import { PageLanguage, useLocale } from '../i18n/LocaleProvider';
import { legalPageAt } from '../legal/pages';
import { RelayBoundary } from '../routing/RelayBoundary';
import { ToastProvider } from '../ui/Toast';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoadingBar } from './LoadingBar';
import { PageLoading } from './PageLoading';
import type { RootLoaderData } from './rootLoader';

// Only users who have not accepted the terms need the dialog's code.
const TermsDialog = lazy(() => import('../auth/TermsDialog').then((module) => ({ default: module.TermsDialog })));
// Only an admin acting as a user sees the banner that names both.
const ImpersonationBanner = lazy(() =>
  import('../admin/ImpersonationBanner').then((module) => ({ default: module.ImpersonationBanner })),
);

/**
 * The layout of every page: loading bar, header, the page, footer, the terms step. The root loader
 * has run the route checks (routing/checks.ts) and says whether the terms dialog shows and
 * whether the browser's language was detected on the root path. ScrollRestoration scrolls a new
 * page to the top, or to the element the hash names, and restores positions on back and forward.
 */
export function RootRoute() {
  const { viewer, showTerms, detectedLocale } = useLoaderData<RootLoaderData>();
  const location = useLocation();
  const { locale, switchLocale } = useLocale();

  useEffect(() => {
    if (detectedLocale && detectedLocale !== locale) void switchLocale(detectedLocale);
    // Only a new detection matters, not every language change.
  }, [detectedLocale]);

  return (
    <PageLanguage lang={legalPageAt(location.pathname.replace(/\/+$/, ''))?.lang ?? null}>
      <ToastProvider>
        <LoadingBar />
        <Header viewer={viewer} />
        <main className="page" id="main" tabIndex={-1}>
          {/* Keyed by path: a new page shows its own fallback instead of keeping the old one. */}
          {/* Until the terms are accepted the server answers nothing but the session, so the page
            waits behind the dialog and loads once they are accepted. */}
          {showTerms ? null : (
            <Suspense key={location.pathname} fallback={<PageLoading />}>
              <RelayBoundary>
                <Outlet />
              </RelayBoundary>
            </Suspense>
          )}
        </main>
        <Footer />
        {/* Last in the page and stuck to the window's foot: in view on every screen, over nothing. */}
        {viewer?.impersonated ? (
          <Suspense fallback={null}>
            <ImpersonationBanner viewer={viewer} />
          </Suspense>
        ) : null}
        {showTerms ? (
          <Suspense fallback={null}>
            <TermsDialog />
          </Suspense>
        ) : null}
        <ScrollRestoration />
      </ToastProvider>
    </PageLanguage>
  );
}
