import { lazy, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import type { RouteHandle } from './checks';

// react-relay and relay-runtime load only for pages that use GraphQL: the log-in, registration,
// legal and placeholder pages (handle.relay === false) stay without them.
const RelayProvider = lazy(() => import('../relay/RelayProvider'));

/** Wraps the page in the Relay environment unless the matched page says it needs none. */
export function RelayBoundary({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const needsRelay = (leaf?.handle as RouteHandle | undefined)?.relay !== false;
  return needsRelay ? <RelayProvider>{children}</RelayProvider> : children;
}
