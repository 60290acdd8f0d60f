import { useFetchers, useNavigation } from 'react-router';

/** A thin bar at the top while the router loads or submits (spec, point 2). */
export function LoadingBar() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle');
  return <div className="loading-bar" data-active={busy} aria-hidden="true" />;
}
