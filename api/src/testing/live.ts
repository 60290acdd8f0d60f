import { afterEach, expect } from 'vitest';
import type { EventStream, TestClient } from './client';

/** A mutation's data; the test fails when it answers errors. */
export async function mutate<T>(client: TestClient, query: string, input: Record<string, unknown>): Promise<T> {
  const res = await client.graphql<T>(query, { input });
  expect(res.errors).toBeUndefined();
  return res.data!;
}

/** The payload of the stream's next `next` event (a subscription's result). */
export async function nextPayload<P>(stream: EventStream, timeoutMs = 5000): Promise<P> {
  const event = await stream.next(timeoutMs);
  expect(event?.event).toBe('next');
  return JSON.parse(event!.data) as P;
}

/**
 * For a suite of live tests: answers a function that opens an event stream (`client.events`) which
 * the end of the test closes, whatever happens in it.
 */
export function streamsClosedAfterEach() {
  const open: EventStream[] = [];
  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });
  return async (client: TestClient, ...args: Parameters<TestClient['events']>): Promise<EventStream> => {
    const stream = await client.events(...args);
    open.push(stream);
    return stream;
  };
}
