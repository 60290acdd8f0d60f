import type { Environment } from 'relay-runtime';
import { createEnvironment, getEnvironment } from './environment';

const kept = new WeakMap<Environment, Environment>();

/**
 * Where the past is read: a page at a moment of its history, a brand or page at a version. The API
 * answers them with the live objects' ids (Brand:…, Page:…, PageElement:…), so in the live store
 * the past would overwrite the present on every screen that shows it; a store of its own (same
 * network) keeps them apart, and nothing there needs to follow the live brand. One per live
 * environment: a new user's session starts both afresh.
 */
export function pastEnvironment(live: Environment = getEnvironment()): Environment {
  let environment = kept.get(live);
  if (!environment) kept.set(live, (environment = createEnvironment()));
  return environment;
}
