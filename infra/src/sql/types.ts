import type { FolderLock } from './folderLock';

/** The read-model database port: PostgreSQL, on PGlite (embedded) or a server through `pg`. */
export interface SqlExecutor {
  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(text: string): Promise<void>;
}

export interface Sql extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  /**
   * PGlite on a folder: this process's lock on it, through which commands refused the folder ask
   * this process to do their work (`serve`).
   */
  readonly lock?: FolderLock;
  /** Runs fn in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; the returned function stops listening. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
