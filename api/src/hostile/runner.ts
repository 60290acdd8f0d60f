import http from 'node:http';
import type { TestDatabaseKind } from '@brandtrail/infra';
import { createSchema } from '../graphql/schema';
import { argumentCases } from './argumentCases';
import { burstCases } from './burstCases';
import { describeRequest, type Case } from './cases';
import { problems, type Problem } from './checks';
import { documentCases } from './documentCases';
import { seed, type Fixture } from './fixture';
import { send, type Answer } from './http';
import { AppHost, type AppInstance } from './instance';
import { routeCases } from './routeCases';
import { seeded } from './values';

/** Every answer must come within this (server time when the server measured it). */
export const SLOW_MS = 2_000;
/** A request still unanswered after this is given up (and the app probed); a costly document sooner (the app is then replaced). */
const GIVE_UP_MS = 10_000;
const HAZARD_GIVE_UP_MS = 2_500;

/** Every case, from one fixed seed: the same inputs in the same order on every run. */
export function generateCases(f: Fixture): Case[] {
  const schema = createSchema();
  return [
    ...argumentCases(schema, f, seeded(8)),
    ...documentCases(schema, f, seeded(9)),
    ...routeCases(f, seeded(10)),
    ...burstCases(f),
  ];
}

export interface Outcome {
  c: Case;
  id: string;
  answer: Answer;
  serverMs?: number;
  problems: Problem[];
  /** What the server logged for an INTERNAL answer. */
  logged?: string;
  /** The app that answered (until the checks ran). */
  instance?: AppInstance;
}

/**
 * Runs cases against the app and keeps what came back. When an answer does not come, it probes
 * the app; an app that stopped answering is reported (as a problem of the case that stopped it)
 * and replaced by another process on the same data, and the run goes on with the next case.
 */
export class HostileRun {
  instance!: AppInstance;
  fixture!: Fixture;
  cases: Case[] = [];
  /** What ended each process the run replaced. */
  readonly restarts: string[] = [];
  /** Every process the run started. */
  private readonly instances: AppInstance[] = [];
  private readonly host: AppHost;
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  private sequence = 0;
  private restarting: Promise<void> | undefined;

  constructor(readonly kind: TestDatabaseKind) {
    this.host = new AppHost(kind);
  }

  async start(): Promise<void> {
    this.instance = await this.host.start();
    this.instances.push(this.instance);
    this.fixture = await seed(this.instance.url);
    this.cases = generateCases(this.fixture);
  }

  async stop(): Promise<void> {
    this.agent.destroy();
    await this.instance?.stop();
    await this.host.close();
  }

  /**
   * The roles whose session no longer works (a case must not log out the accounts the others use:
   * their cases would quietly test the anonymous path).
   */
  async lostSessions(): Promise<string[]> {
    const lost: string[] = [];
    for (const role of ['owner', 'stranger', 'noTerms', 'admin'] as const) {
      const probe: Case = { group: 'probe', name: 'probe', as: role, method: 'POST', path: '/login', body: '{}' };
      const answer = await send(
        new URL(this.instance.url),
        probe,
        'probe',
        { 'content-type': 'application/json', cookie: this.fixture.cookies[role] },
        5_000,
        this.agent,
      );
      if (answer.status !== 200 || answer.headers['set-cookie'])
        lost.push(`${role} (${answer.status ?? 'no answer'}${answer.headers['set-cookie'] ? ', renewed' : ''})`);
    }
    return lost;
  }

  /** What the app's processes logged as errors besides the answers (projections, workers, jobs). */
  backgroundErrors(): string[] {
    return this.instances.flatMap((i) => i.backgroundErrors);
  }

  headersFor(c: Case, id: string): Record<string, string> {
    const headers: Record<string, string> = { 'x-hostile-case': id, ...c.headers };
    const cookie = [this.fixture.cookies[c.as], c.headers?.cookie].filter(Boolean).join('; ');
    if (cookie) headers.cookie = cookie;
    if (c.locale === 'de' && !headers['accept-language']) headers['accept-language'] = 'de-DE,de;q=0.9,en;q=0.5';
    return headers;
  }

  private async alive(instance: AppInstance): Promise<boolean> {
    if (instance.exited) return false;
    const probe: Case = {
      group: 'probe',
      name: 'probe',
      as: 'anonymous',
      method: 'POST',
      path: '/graphql',
      body: '{"query":"{ __typename }"}',
    };
    const answer = await send(new URL(instance.url), probe, 'probe', { 'content-type': 'application/json' }, 2_000, this.agent);
    return answer.status === 200;
  }

  /**
   * After a case got no answer from `instance`: when it no longer answers, kills it and starts
   * another on the same data. Answers whether it was replaced (by this call or another).
   */
  private async replaceIfStuck(instance: AppInstance, always = false): Promise<boolean> {
    while (this.restarting) await this.restarting;
    if (instance !== this.instance) return true;
    if (!always && (await this.alive(instance))) return false;
    if (instance !== this.instance) return true;
    this.restarting = (async () => {
      this.restarts.push(instance.exited ?? 'stopped answering');
      const started = Date.now();
      await instance.stop(true);
      this.instance = await this.host.start();
      if (process.env.HOSTILE_DEBUG) console.error(`restarted in ${Date.now() - started} ms`);
      this.instances.push(this.instance);
    })();
    await this.restarting;
    this.restarting = undefined;
    return true;
  }

  /** Runs the cases at these positions, `concurrency` at a time (in order when 1). */
  async run(indices: readonly number[], concurrency: number): Promise<Outcome[]> {
    const outcomes: Outcome[] = [];
    let next = 0;
    const one = async (c: Case) => {
      const id = `c${++this.sequence}`;
      const instance = this.instance;
      const limit = c.hazard ? HAZARD_GIVE_UP_MS : GIVE_UP_MS;
      const answer = await send(new URL(instance.url), c, id, this.headersFor(c, id), limit, this.agent);
      const outcome: Outcome = { c, id, answer, problems: [], instance };
      if (process.env.HOSTILE_DEBUG)
        console.error(`${id} ${answer.status ?? answer.error ?? 'timeout'} ${Math.round(answer.ms)} ms ${c.name.slice(0, 120)}`);
      outcomes.push(outcome);
      if (answer.timedOut || (answer.status === null && !c.mayDrop)) {
        // a costly document still running would spoil the next one's time: replace the app at once
        if (await this.replaceIfStuck(instance, c.hazard === true)) {
          outcome.problems.push({
            kind: 'no answer',
            detail: `the app stopped answering (${instance.exited ?? 'no answer to a probe'}); another process took over`,
          });
          // what the process said last, when it ended by itself (a crash)
          if (instance.exited && !instance.exited.includes('SIGKILL'))
            outcome.logged = instance.stderrTail().split('\n').slice(-5).join('\n');
        }
      }
    };
    const worker = async () => {
      while (next < indices.length) {
        const c = this.cases[indices[next++]!]!;
        if (!c.burst) {
          await one(c);
          continue;
        }
        // a burst: the cases of one key (in a row) all at once, as a double-clicking client sends them
        const together = [c];
        while (next < indices.length && this.cases[indices[next]!]!.burst === c.burst)
          together.push(this.cases[indices[next++]!]!);
        await Promise.all(together.map(one));
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    await this.instance.flushTimings().catch(() => undefined);
    for (const o of outcomes) {
      const instance = o.instance!;
      o.serverMs = instance.timings.get(o.id);
      const requestText = `${o.c.path}\n${JSON.stringify(o.c.headers ?? {})}\n${typeof o.c.body === 'string' ? o.c.body : (o.c.body?.toString('latin1') ?? '')}\n${o.c.raw?.(o.id).toString('latin1') ?? ''}`;
      const found = problems(o.c, o.answer, requestText, o.serverMs, SLOW_MS);
      // an app that had to be replaced says more than that the answer was late
      const replaced = o.problems.some((p) => p.detail.startsWith('the app stopped answering'));
      o.problems.push(...found.filter((p) => !(replaced && p.kind === 'slow')));
      const errorId = o.problems.find((p) => p.errorId)?.errorId;
      if (errorId) o.logged = instance.internalErrors.get(errorId);
      delete o.instance;
    }
    return outcomes;
  }
}

/** The first line of what the server logged, with ids and numbers blurred, as the cause of a group. */
function causeOf(o: Outcome, p: Problem): string {
  if (p.kind === 'server error' || p.kind === 'internal error') {
    // what the server logged, else what it said
    const said = /"message":\s*"((?:[^"\\]|\\.)*)"/.exec(o.answer.body)?.[1];
    const first = (o.logged ?? said ?? p.detail).split('\n')[0]!;
    // the same cause whatever value set it off
    return `status 500 or INTERNAL: ${first
      .replace(/"[^\n]*"/g, '"…"')
      .replace(/\d+/g, '#')
      .slice(0, 160)}`;
  }
  if (p.detail.startsWith('the next request on the same connection'))
    return 'no answer: the next request on a connection after an oversize body';
  if (p.kind === 'leak') return `leak: ${p.detail.split(':')[0]} (${o.c.group})`;
  if (p.kind === 'language') return `language: ${p.detail.split(' ')[0]}`;
  if (p.kind === 'slow') return `slow: ${o.c.group}`;
  return `${p.kind}: ${o.c.group}${p.detail.startsWith('the app stopped') ? ' (the app stopped answering)' : ''}`;
}

/** All problems, grouped by cause, each with its smallest reproductions: one message for one run. */
export function report(title: string, outcomes: readonly Outcome[]): string {
  const groups = new Map<string, { o: Outcome; p: Problem }[]>();
  for (const o of outcomes)
    for (const p of o.problems) {
      const key = causeOf(o, p);
      const list = groups.get(key) ?? [];
      list.push({ o, p });
      groups.set(key, list);
    }
  const failed = outcomes.filter((o) => o.problems.length).length;
  const lines = [`${title}: ${failed} of ${outcomes.length} requests failed, in ${groups.size} groups`];
  for (const [cause, list] of [...groups].sort((a, b) => b[1].length - a[1].length)) {
    lines.push('', `■ ${cause} (${list.length})`);
    const smallest = [...list].sort((a, b) => describeRequest(a.o.c).length - describeRequest(b.o.c).length).slice(0, 2);
    for (const { o, p } of smallest) {
      lines.push(`  e.g. ${describeRequest(o.c, 400)}`);
      lines.push(`       -> ${o.answer.status ?? 'no answer'}: ${p.detail.slice(0, 300)}`);
      if (o.logged) lines.push(`       server: ${o.logged.split('\n').slice(0, 2).join(' | ').slice(0, 300)}`);
    }
    const names = [...new Set(list.map(({ o }) => o.c.name))];
    lines.push(`  cases: ${names.slice(0, 12).join('; ')}${names.length > 12 ? `; and ${names.length - 12} more` : ''}`);
  }
  return lines.join('\n');
}

/** The slowest answers (server time when known), for the log. */
export function slowest(outcomes: readonly Outcome[], n = 5): string {
  return [...outcomes]
    .sort((a, b) => (b.serverMs ?? b.answer.ms) - (a.serverMs ?? a.answer.ms))
    .slice(0, n)
    .map(
      (o) =>
        `${Math.round(o.serverMs ?? o.answer.ms)} ms ${o.serverMs === undefined ? '(client)' : '(server)'} ${o.c.name.slice(0, 100)}`,
    )
    .join('\n');
}
