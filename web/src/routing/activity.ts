/**
 * Data requests in flight, for the loading bar (spec, point 2): GraphQL fetches and plain API
 * calls register here; navigations and fetchers come from the router itself.
 */
type Listener = (busy: boolean) => void;

let inFlight = 0;
const listeners = new Set<Listener>();

function notify() {
  for (const listener of listeners) listener(inFlight > 0);
}

/** Marks one request as started; call the returned function (once) when it has ended. */
export function trackRequest(): () => void {
  inFlight++;
  if (inFlight === 1) notify();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    inFlight--;
    if (inFlight === 0) notify();
  };
}

export const requestsInFlight = (): number => inFlight;

export function subscribeRequests(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
