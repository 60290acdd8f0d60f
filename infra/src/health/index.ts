export {
  CHECK_TIMEOUT_MS,
  checkReadiness,
  dependencyChecks,
  routeHealth,
  startHealthServer,
  stillRunning,
  storageDetails,
  withTimeout,
} from './checks';
export type { Dependencies, HealthDetails, HealthServer, Readiness, ReadinessCheck, ReadinessChecks } from './checks';
export { retrying, STARTUP_RETRY, waitForDependencies } from './startup';
export type { RetryOptions, StartupNeeds } from './startup';
