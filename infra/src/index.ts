export {
  DEFAULT_AI_TIMEOUT_MS,
  DEFAULT_ASSET_SWEEP,
  DEFAULT_HEALTH_PORT,
  DEFAULT_PORT,
  loadConfig,
  repoRoot,
  SERVER_NODE_FLAGS,
} from './config';
export type { AiConfig, AssetSweepConfig, Config } from './config';
export { log, redact, setLogLevel } from './log';
export { SERVER_BUILD_DIR, SERVER_ENTRIES } from './build/entries';
export type { ServerEntry } from './build/entries';
export type { MaintenanceRound, Sql, SqlExecutor, SqlMaintenance, SqlSession, StorageStatus } from './sql/types';
export { openPglite } from './sql/pglite';
export { folderSize } from './sql/folderSize';
export { PRUNE_BATCH, pruneRows } from './sql/prune';
export { CHECKPOINT_WAL_BYTES, MAINTENANCE_EVERY_MS, PgliteMaintenance } from './sql/maintenance';
export type { MaintenanceOptions } from './sql/maintenance';
export { askHolder, exitWhenFolderInUse, FolderInUseError, lockFolder, lockSocketOf } from './sql/folderLock';
export type { FolderLock, HolderInfo, LockHandler, LockRequest } from './sql/folderLock';
export { migrate } from './sql/migrate';
export { openPostgres } from './sql/postgres';
export { embeddedFolder, openDatabase, openDatabaseOrAskHolder } from './sql/open';
export { comparePositions, decodePosition, encodePosition, WrongExpectedVersionError } from './eventStore/types';
export type {
  AppendResult,
  EventFilter,
  EventMetadata,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  Position,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  Snapshot,
  SnapshotStore,
  StreamAppend,
  SubscribeOptions,
} from './eventStore/types';
export { createPostgresEventStore } from './eventStore/postgres';
export { createSqlSnapshotStore, SNAPSHOTS_KEPT_NEWEST, SNAPSHOTS_SPARSE_EVERY } from './eventStore/snapshots';
export { openEventStore } from './eventStore/open';
export { APPEND_JOURNAL_STREAM, finishOpenIntents, journaledAppends } from './eventStore/appendJournal';
export {
  CONFLICT_RETRY_MS,
  decideFirst,
  FOLDED_STREAMS_KEPT,
  GROUP_MAX,
  handle,
  handleMany,
  load,
  loadAt,
  loadMany,
  systemActor,
} from './commands/handle';
export type { Actor, Handled, StreamCommands } from './commands/handle';
export { MUTATION_STREAM_PREFIX, mutationRef } from './commands/mutations';
export type { MutationRef } from './commands/mutations';
export { SNAPSHOT_EVERY, toDomainEvent } from './commands/fold';
export type { Loaded } from './commands/fold';
export {
  backoffDelay,
  createBullmqJobs,
  createDatabaseJobs,
  createJobs,
  DEFAULT_ATTEMPTS,
  DEFAULT_BACKOFF_MS,
  DEFAULT_KEEP_COMPLETED_SECONDS,
  DEFAULT_KEEP_FAILED_SECONDS,
  DEFAULT_LOSS_CHECK_MS,
  encodeJobId,
  ENQUEUE_TIMEOUT_MS,
  jobsKeptKey,
  JobsUnavailableError,
  migrateJobs,
  READY_TIMEOUT_MS,
  UnrecoverableJobError,
} from './jobs/index';
export type {
  BullmqJobsOptions,
  DatabaseJobsOptions,
  EnqueueOptions,
  FailedJobInfo,
  JobFailure,
  JobHandler,
  JobInfo,
  JobRecord,
  Jobs,
  RegisterOptions,
} from './jobs/index';
export { createMailer, createOutboxMailer, createSmtpMailer, formatMessage, outboxDir } from './mail/index';
export type { Mail, Mailer, OutboxMailerOptions } from './mail/index';
export { EMAIL_CHANGE_HOURS, EMAIL_UNDO_DAYS, MAIL_ATTEMPTS, MAIL_BACKOFF_MS, MAIL_QUEUE, VERIFY_EMAIL_DAYS } from './mail/jobs';
export type {
  AccountMailJob,
  LoginLinkMailJob,
  MailJob,
  MemberMailJob,
  ResetPasswordMailJob,
  VerifyEmailMailJob,
  WelcomeMailJob,
} from './mail/jobs';
export { logSettled, openTestDatabase, openTestPglite, testDatabaseKinds } from './testing/databases';
export { copyEmptyPgliteTo } from './testing/pgliteTemplate';
export { chromiumLaunchOptions } from './testing/chromium';
export { freePort } from './testing/ports';
export { bundledEntry } from './testing/bundledEntry';
export { appendTestEvents, openTestEventStore, testEvent, testMetadata } from './testing/eventStores';
export type { TestEventStore } from './testing/eventStores';
export { withoutAppendMany } from './testing/singleStreamStore';
export type { TestDatabase, TestDatabaseKind } from './testing/databases';
export {
  attachmentDisposition,
  BlobError,
  checkKey,
  createFilesystemBlobStore,
  handleFileRequest,
  handleUploadRequest,
  isBlobError,
  isFilesystemBlobStore,
  loadBlobSecret,
  openBlobStore,
  startTestS3,
} from './blobs/index';
export type {
  BlobConfig,
  BlobErrorCode,
  BlobInfo,
  BlobStore,
  FilesystemBlobStore,
  FilesystemBlobStoreOptions,
  S3BlobStoreOptions,
  UploadForm,
  UploadPolicy,
  VerifiedGet,
} from './blobs/index';
export {
  CHECK_TIMEOUT_MS,
  checkReadiness,
  dependencyChecks,
  retrying,
  routeHealth,
  startHealthServer,
  stillRunning,
  storageDetails,
  waitForDependencies,
  withTimeout,
} from './health/index';
export type { HealthDetails, Readiness, ReadinessCheck, ReadinessChecks, RetryOptions } from './health/index';
export {
  AI_ANSWER_MAX,
  completeChat,
  createAi,
  createOpenAiCompatibleAi,
  jsonObjectIn,
  noAi,
  parseSse,
  retryAfter,
  SSE_LINE_MAX,
} from './ai/index';
export type { Ai, ChatEvent, ChatMessage, ChatRequest, ChatResult, ChatUsage, SseEvent } from './ai/index';
export { errorAnswer, splitSse, sseData, startAiStandIn, textAnswer } from './testing/aiStandIn';
export type {
  AiStandIn,
  AiStandInOptions,
  StandInAnswer,
  StandInRequest,
  StandInStep,
  TextAnswerOptions,
} from './testing/aiStandIn';
