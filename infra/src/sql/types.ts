import type { FolderLock } from './folderLock';

/** The read-model database port: PostgreSQL, on PGlite (embedded) or a server through `pg`. */
export interface SqlExecutor {
  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(text: string): Promise<void>;
}

/** A connection of its own, outside the pool: session state (advisory locks) lives as long as it does. */
export interface SqlSession extends SqlExecutor {
  /** The server process id of the connection (pg_backend_pid()). */
  readonly pid: number;
  /** Aborts when the connection fails or is closed. */
  readonly lost: AbortSignal;
  close(): Promise<void>;
}

export interface Sql extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  /**
   * PGlite on a folder: this process's lock on it, through which commands refused the folder ask
   * this process to do their work (`serve`).
   */
  readonly lock?: FolderLock;
  /**
   * PGlite on a folder: its upkeep (vacuum, checkpoints, the folder's size), which a PostgreSQL
   * server does itself.
   */
  readonly maintenance?: SqlMaintenance;
  /** Runs fn in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; the returned function stops listening. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Opens a connection of its own (PostgreSQL only: PGlite is one session in one process, where
   * session state such as an advisory lock would be shared by everything).
   */
  session?(): Promise<SqlSession>;
  close(): Promise<void>;
}

/**
 * The embedded database's upkeep as the rest of the product sees it (`PgliteMaintenance` in
 * ./maintenance does it): how it stands, and one round run now.
 */
export interface SqlMaintenance {
  status(): StorageStatus;
  runOnce(): Promise<MaintenanceRound>;
}

/** What the upkeep has done, and the folder's size as last measured. */
export interface StorageStatus {
  /** The size of the database's folder in bytes, when it was measured (ISO). */
  folderBytes: number | null;
  measuredAt: string | null;
  /** Vacuum and analyze statements run, and the longest one (ms): the longest a request waited. */
  vacuums: number;
  longestVacuumMs: number;
  checkpoints: number;
  longestCheckpointMs: number;
  lastRoundAt: string | null;
}

/** What one round did. */
export interface MaintenanceRound {
  /** The statements run (`VACUUM (ANALYZE) public.sessions`, `CHECKPOINT`), each with its time. */
  statements: { sql: string; ms: number }[];
  folderBytes: number | null;
}
