import { Suspense } from 'react';
import { RelayEnvironmentProvider, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Outlet, ScrollRestoration, useLoaderData, useLocation } from 'react-router';
import type { viewerQuery as ViewerQuery } from '../__generated__/viewerQuery.graphql';
import { needsTerms, skipsTermsStep } from '../auth/terms';
import { TermsDialog } from '../auth/TermsDialog';
import { viewerQuery } from '../auth/viewer';
import type { RootLoaderData } from './rootLoader';
import { Header } from './Header';
import { LoadingBar } from './LoadingBar';
import { PageLoading } from './PageLoading';

/**
 * The layout of every page. The environment comes with the loader data, so that after log-in or
 * log-out (which start a new environment) the components switch together with their query refs.
 */
export function RootRoute() {
  const { environment, viewerRef } = useLoaderData<RootLoaderData>();
  return (
    <RelayEnvironmentProvider environment={environment}>
      <Layout viewerRef={viewerRef} />
    </RelayEnvironmentProvider>
  );
}

function Layout({ viewerRef }: { viewerRef: PreloadedQuery<ViewerQuery> }) {
  const { viewer } = usePreloadedQuery<ViewerQuery>(viewerQuery, viewerRef);
  const location = useLocation();
  return (
    <>
      <LoadingBar />
      <Header viewer={viewer} />
      <main className="page" id="main">
        {/* Keyed by path: a new page shows its own fallback instead of keeping the old one. */}
        <Suspense key={location.pathname} fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {needsTerms(viewer) && !skipsTermsStep(location.pathname) ? <TermsDialog /> : null}
      <ScrollRestoration />
    </>
  );
}
