/**
 * A small structured logger: one JSON line per entry on stderr. Keys that can carry secrets are
 * replaced before anything is written, so a password or token never reaches a log.
 */
type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const secret = /pass(word)?|token|secret|authorization|cookie|hash|api_?key/i;

let threshold: Level = (process.env.LOG_LEVEL as Level | undefined) ?? 'info';

export function setLogLevel(level: Level): void {
  threshold = level;
}

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, secret.test(k) ? '[redacted]' : redact(v, depth + 1)]),
  );
}

function write(level: Level, msg: string, fields?: Record<string, unknown>): void {
  if (order[level] < order[threshold]) return;
  const line = { time: new Date().toISOString(), level, msg, ...(fields ? (redact(fields) as object) : {}) };
  process.stderr.write(JSON.stringify(line) + '\n');
}

export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write('debug', msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write('info', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write('warn', msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write('error', msg, fields),
};
