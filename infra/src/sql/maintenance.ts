import { performance } from 'node:perf_hooks';
import { log } from '../log';
import { folderSize } from './folderSize';
import type { MaintenanceRound, SqlExecutor, SqlMaintenance, StorageStatus } from './types';

/**
 * The embedded database's upkeep: what a PostgreSQL server's autovacuum and checkpointer do, which
 * PGlite (PostgreSQL in one process, in single-user mode) runs neither of. Without it the data
 * folder only grew: dead row versions were never reclaimed (each update leaves one), and the
 * write-ahead log was never recycled, since single-user mode takes no checkpoint until it shuts down.
 *
 * Every MAINTENANCE_EVERY_MS, a round:
 * - vacuums each table PostgreSQL's autovacuum would, by its default rules (dead rows, its TOAST
 *   table's too, above 50 + 20 % of the live ones; rows inserted since the last vacuum above 1,000
 *   + 20 %; a table whose oldest transaction id is older than 200 million), and analyzes those whose
 *   changed rows passed 50 + 10 % (so the planner knows them). One statement per table: PGlite runs
 *   one statement at a time, so requests wait at most for one table's vacuum, and the round
 *   measures each pause;
 * - takes a checkpoint once the log holds CHECKPOINT_WAL_BYTES since the last one, so that the
 *   segments before it are recycled (PGlite is opened with `max_wal_size` 32 MB: at most two kept);
 * - measures the data folder's size (at most once a minute), for `/health/ready` and the log.
 */
export const MAINTENANCE_EVERY_MS = 10_000;
/** Log written since the last checkpoint that makes the next round take one. */
export const CHECKPOINT_WAL_BYTES = 16 * 1024 * 1024;
/** How often the folder's size is measured at most, and logged. */
const MEASURE_EVERY_MS = 60_000;
const LOG_EVERY_MS = 3600_000;
/** A single pause this long is logged as a warning. */
const SLOW_MS = 1000;

interface Candidate {
  name: string;
  vacuum: boolean;
  analyze: boolean;
}

// PostgreSQL's autovacuum defaults: autovacuum_vacuum_threshold, _scale_factor,
// _insert_threshold, _insert_scale_factor, autovacuum_analyze_threshold, _scale_factor and
// autovacuum_freeze_max_age.
const CANDIDATES = `
  SELECT format('%I.%I', s.schemaname, s.relname) AS name,
    (s.n_dead_tup > 50 + 0.2 * s.n_live_tup
      OR coalesce(t.n_dead_tup, 0) > 50 + 0.2 * coalesce(t.n_live_tup, 0)
      OR s.n_ins_since_vacuum > 1000 + 0.2 * s.n_live_tup
      OR age(c.relfrozenxid) > 200000000) AS vacuum,
    s.n_mod_since_analyze > 50 + 0.1 * s.n_live_tup AS analyze
  FROM pg_stat_user_tables s
  JOIN pg_class c ON c.oid = s.relid
  LEFT JOIN pg_stat_all_tables t ON t.relid = c.reltoastrelid
  WHERE c.relpersistence = 'p'
  ORDER BY s.n_dead_tup + coalesce(t.n_dead_tup, 0) DESC, 1`;

const WAL_SINCE_CHECKPOINT = `SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), (pg_control_checkpoint()).redo_lsn)::float8 AS bytes`;

export interface MaintenanceOptions {
  /** The database's folder, whose size is measured; none for a database in memory. */
  folder?: string;
  everyMs?: number;
  /** The clock (ms) rounds and measurements are timed by. */
  now?: () => number;
}

export class PgliteMaintenance implements SqlMaintenance {
  private readonly state: StorageStatus = {
    folderBytes: null,
    measuredAt: null,
    vacuums: 0,
    longestVacuumMs: 0,
    checkpoints: 0,
    longestCheckpointMs: 0,
    lastRoundAt: null,
  };
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<MaintenanceRound> | undefined;
  private stopped = false;
  private lastMeasure = Number.NEGATIVE_INFINITY;
  private lastLog = Number.NEGATIVE_INFINITY;
  private readonly now: () => number;

  constructor(
    private readonly db: SqlExecutor,
    private readonly options: MaintenanceOptions = {},
  ) {
    this.now = options.now ?? Date.now;
  }

  /** Measures the folder and logs its size, then runs a round every `everyMs` until `stop`. */
  async start(): Promise<void> {
    await this.measure(true);
    const every = this.options.everyMs ?? MAINTENANCE_EVERY_MS;
    const tick = () => {
      this.timer = setTimeout(() => {
        this.runOnce()
          .catch((error: unknown) => {
            if (!this.stopped) log.warn('embedded database upkeep failed; trying again', { error });
          })
          .finally(() => {
            if (!this.stopped) tick();
          });
      }, every);
      this.timer.unref();
    };
    tick();
  }

  /** Stops the rounds, after the one under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  status(): StorageStatus {
    return { ...this.state };
  }

  /** One round now (a round under way is waited for instead). */
  runOnce(): Promise<MaintenanceRound> {
    this.running ??= this.round().finally(() => (this.running = undefined));
    return this.running;
  }

  private async timed(sql: string): Promise<number> {
    const t0 = performance.now();
    await this.db.exec(sql);
    const ms = performance.now() - t0;
    if (ms >= SLOW_MS) log.warn('embedded database upkeep held the database for long', { statement: sql, ms: Math.round(ms) });
    else log.debug('embedded database upkeep', { statement: sql, ms: Math.round(ms) });
    return ms;
  }

  private async round(): Promise<MaintenanceRound> {
    const statements: MaintenanceRound['statements'] = [];
    // The counts are flushed to the statistics at most once a second; this round reads them whole.
    await this.db.query('SELECT pg_stat_force_next_flush()');
    for (const table of await this.db.query<Candidate>(CANDIDATES)) {
      if (this.stopped) break;
      if (!table.vacuum && !table.analyze) continue;
      const sql = table.vacuum ? `VACUUM${table.analyze ? ' (ANALYZE)' : ''} ${table.name}` : `ANALYZE ${table.name}`;
      let ms: number;
      try {
        ms = await this.timed(sql);
      } catch (error) {
        // Dropped since the list was read (a rebuild drops the generation it replaced): nothing to do.
        if ((error as { code?: unknown }).code === '42P01') continue;
        throw error;
      }
      statements.push({ sql, ms });
      this.state.vacuums++;
      this.state.longestVacuumMs = Math.max(this.state.longestVacuumMs, ms);
    }
    const [wal] = await this.db.query<{ bytes: number }>(WAL_SINCE_CHECKPOINT);
    if (!this.stopped && Number(wal?.bytes ?? 0) >= CHECKPOINT_WAL_BYTES) {
      const ms = await this.timed('CHECKPOINT');
      statements.push({ sql: 'CHECKPOINT', ms });
      this.state.checkpoints++;
      this.state.longestCheckpointMs = Math.max(this.state.longestCheckpointMs, ms);
    }
    this.state.lastRoundAt = new Date(this.now()).toISOString();
    await this.measure(false);
    return { statements, folderBytes: this.state.folderBytes };
  }

  /** Measures the folder when a minute passed since the last time (or `force`), and logs it hourly. */
  private async measure(force: boolean): Promise<void> {
    const folder = this.options.folder;
    const now = this.now();
    if (!folder || (!force && now - this.lastMeasure < MEASURE_EVERY_MS)) return;
    this.lastMeasure = now;
    this.state.folderBytes = await folderSize(folder);
    this.state.measuredAt = new Date(now).toISOString();
    if (force || now - this.lastLog >= LOG_EVERY_MS) {
      this.lastLog = now;
      const s = this.state;
      log.info('embedded database', {
        folder,
        megabytes: Math.round((s.folderBytes ?? 0) / 1024 / 102.4) / 10,
        vacuums: s.vacuums,
        longestVacuumMs: Math.round(s.longestVacuumMs),
        checkpoints: s.checkpoints,
        longestCheckpointMs: Math.round(s.longestCheckpointMs),
      });
    }
  }
}
