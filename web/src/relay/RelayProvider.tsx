import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { getEnvironment } from './environment';

/**
 * The Relay environment for the pages below. getEnvironment() hands out a new environment once the
 * logged-in user changed, so after log-in or log-out the components switch together with the query
 * refs their loaders made.
 */
export default function RelayProvider({ children }: { children: ReactNode }) {
  return <RelayEnvironmentProvider environment={getEnvironment()}>{children}</RelayEnvironmentProvider>;
}
