import { gzipSync } from 'node:zlib';
import type { DocumentNode } from 'graphql';
import type { Locale } from '@brandtrail/domain';
import type { Session } from '../users/sessions';

/**
 * Answers of queries, kept as the JSON text that was sent, per document, variables, session and
 * language, until any read model moves on. Pages are read far more often than they change (public
 * brands and shared links make them read-heavy), and a 200-element page costs tens of
 * milliseconds of resolvers and serialisation per request, which this saves.
 *
 * Why it is never stale after a change: everything a query reads comes from the read models
 * (through the views), from the session (part of the key) or from the clock (file links are signed
 * for an hour; an answer is kept at most `ttlMs`). Every projection's progress bumps the
 * generation (`CheckpointWaiter.onProgress`, which runs before a mutation waiting for its events is
 * released), and only answers of the current generation are served; an answer computed while the
 * generation moved on is sent but not kept. Within one process that is read-your-writes exactly;
 * across API processes each learns of progress by the same checkpoint notification the mutation's
 * process waited for, a few milliseconds apart, so a browser that wrote carries a cookie for as long
 * as an answer is kept (`WROTE_COOKIE`) and its queries go past the cache meanwhile: no process can
 * then serve it an answer from before its write.
 *
 * Requests that miss while the same answer is being computed at the current generation wait for
 * it rather than compute it again (after a change, a page's readers all miss at once); a
 * computation that began before the generation moved on is joined by nobody who came after.
 *
 * Only whole successes are kept (no errors), at most `maxBytes` of JSON text (gzipped copies, a
 * tenth of it, come on top), oldest out first.
 */
/**
 * One answer's JSON text, and the same gzipped, made once on first demand (browsers ask for gzip;
 * a 200-element page is about 280 KB of JSON and a tenth of that gzipped).
 */
export class Answer {
  private gzipped: Buffer | undefined;
  constructor(readonly body: string) {}
  gzip(): Buffer {
    return (this.gzipped ??= gzipSync(this.body));
  }
}

/**
 * What of a request (its GraphQL context) decides whether its answers are kept, and under which
 * key: the session and the language.
 */
export interface AnswerRequest {
  session: Pick<Session, 'id' | 'linkIds'> | null;
  locale: Locale;
}

/** How long an answer is kept at most. */
export const ANSWER_TTL_SECONDS = 30;

export class AnswerCache {
  private generation = 0;
  private bytes = 0;
  private readonly entries = new Map<string, { answer: Answer; generation: number; expires: number }>();
  private readonly flights = new Map<string, Promise<Answer | undefined>>();
  private readonly documentIds = new WeakMap<DocumentNode, number>();
  private nextDocumentId = 1;
  /** Answers served from the cache, and answers computed while a cache was asked (for tests and the bench). */
  hits = 0;
  misses = 0;

  constructor(
    private readonly ttlMs = ANSWER_TTL_SECONDS * 1000,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  /**
   * Whether the request's answers may be kept at all: not for a session that opened shared links,
   * whose reach ends when a link expires, at a time no event marks.
   */
  static applies(ctx: AnswerRequest): boolean {
    return !ctx.session?.linkIds.length;
  }

  /** Marks every answer kept so far as stale: a read model moved on. */
  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.flights.clear();
    this.bytes = 0;
  }

  /**
   * The key of a query's answer: the document (by identity: documents are parsed once per text and
   * kept), the operation chosen, its variables, the session of any kind (every viewer-specific fact
   * hangs on it: the user, an impersonating admin), and the language.
   */
  key(
    document: DocumentNode,
    operationName: string | undefined,
    variables: Record<string, unknown> | undefined,
    ctx: AnswerRequest,
  ): string {
    let id = this.documentIds.get(document);
    if (id === undefined) this.documentIds.set(document, (id = this.nextDocumentId++));
    const session = ctx.session?.id ?? '-';
    return `${id}\u0000${operationName ?? ''}\u0000${session}\u0000${ctx.locale}\u0000${JSON.stringify(variables ?? {})}`;
  }

  get(key: string): Answer | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.generation === this.generation && entry.expires > Date.now()) {
      this.hits++;
      return entry.answer;
    }
    if (entry) this.drop(key, entry.answer);
    this.misses++;
    return undefined;
  }

  /** The current generation, taken before an answer is computed and handed to `set` with it. */
  get current(): number {
    return this.generation;
  }

  /**
   * The answer being computed for `key` since the current generation began, to wait for (undefined
   * when it turns out not to be kept: then compute it yourself); undefined when none is.
   */
  joinable(key: string): Promise<Answer | undefined> | undefined {
    const flight = this.flights.get(key);
    if (flight) this.hits++;
    return flight;
  }

  /**
   * Announces that the answer for `key` is being computed: `done` with the answer's text keeps it
   * (if the generation has not moved on) and hands it to those who joined; `done()` without one
   * (an error, a refusal) sends them to compute their own. Call `done` exactly once.
   */
  begin(key: string): (answer?: Answer) => void {
    const generation = this.generation;
    let settle!: (answer: Answer | undefined) => void;
    const flight = new Promise<Answer | undefined>((resolve) => (settle = resolve));
    this.flights.set(key, flight);
    return (answer) => {
      if (this.flights.get(key) === flight) this.flights.delete(key);
      if (answer !== undefined) this.set(key, answer, generation);
      settle(answer);
    };
  }

  set(key: string, answer: Answer, generation: number): void {
    if (generation !== this.generation || answer.body.length > this.maxBytes / 8) return;
    const old = this.entries.get(key);
    if (old) this.drop(key, old.answer);
    this.entries.set(key, { answer, generation, expires: Date.now() + this.ttlMs });
    this.bytes += answer.body.length;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(k, e.answer);
    }
  }

  private drop(key: string, answer: Answer): void {
    this.entries.delete(key);
    this.bytes -= answer.body.length;
  }
}
