import { useSyncExternalStore } from 'react';
import { useFetchers, useNavigation } from 'react-router';
import { requestsInFlight, subscribeRequests } from '../routing/activity';

/** A thin bar at the top while the router loads or submits, or a data request runs (spec, point 2). */
export function LoadingBar() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const requests = useSyncExternalStore(subscribeRequests, requestsInFlight, () => 0);
  const busy = navigation.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle') || requests > 0;
  return <div className="loading-bar" data-active={busy} aria-hidden="true" />;
}
