/**
 * Whether the client is taking over a screen the server rendered (main.tsx hydrates it): until it
 * has, the loaders take what the page came with (its Relay records) instead of asking again, so
 * that the first render is the server's. Lives in the main bundle: no Relay here.
 */
let takingOver =
  typeof window !== 'undefined' &&
  (window as { __staticRouterHydrationData?: unknown }).__staticRouterHydrationData !== undefined;

export const takingOverServerPage = (): boolean => takingOver;

/** The client has taken the page over: loaders ask the server again from now on. */
export function tookOver(): void {
  takingOver = false;
}
