import type { FolderLock } from './folderLock';
import type { PgliteMaintenance } from './maintenance';

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
  readonly maintenance?: PgliteMaintenance;
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
