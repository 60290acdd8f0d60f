import { lazy, useState, type ComponentType, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import type { RouteHandle } from './checks';

type ProviderComponent = ComponentType<{ children: ReactNode }>;

// react-relay and relay-runtime load only for pages that use GraphQL: the log-in, registration,
// legal and placeholder pages (handle.relay === false) stay without them.
let loading: Promise<{ default: ProviderComponent }> | undefined;
let loaded: ProviderComponent | undefined;

/**
 * Starts loading the Relay provider's chunk (once). main.tsx calls it for a first page that uses
 * GraphQL, so that the chunk arrives together with the page's data.
 */
export function preloadRelayProvider(): Promise<{ default: ProviderComponent }> {
  loading ??= import('../relay/RelayProvider').then((module) => {
    loaded = module.default;
    return module;
  });
  // A failed load (a new deployment, offline) is tried again by the next caller.
  loading.catch(() => (loading = undefined));
  return loading;
}

const LazyRelayProvider = lazy(preloadRelayProvider);

/**
 * Wraps the page in the Relay environment unless the matched page says it needs none. Once the
 * provider's chunk is there it renders straight away: a lazy component suspends on its first
 * render even when its chunk has arrived, and React then holds the revealed page back until
 * 300 ms after the fallback showed (its Suspense throttle), which every cold load paid.
 */
export function RelayBoundary({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const needsRelay = (leaf?.handle as RouteHandle | undefined)?.relay !== false;
  // Chosen once per mount: switching between the lazy and the loaded component would remount the page.
  const [Provider] = useState<ProviderComponent>(() => loaded ?? LazyRelayProvider);
  return needsRelay ? <Provider>{children}</Provider> : children;
}
