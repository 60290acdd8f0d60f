import { setTimeout as sleep } from 'node:timers/promises';
import { randomUUID } from 'node:crypto';
import {
  brandDecider,
  brandStream,
  DomainError,
  idFromStream,
  reservationDecider,
  reservationStream,
  userDecider,
  userStream,
} from '@brandtrail/domain';
import {
  handle,
  load,
  log,
  type Actor,
  type EventStore,
  type JobHandler,
  type Position,
  type RecordedEvent,
  type SqlExecutor,
} from '@brandtrail/infra';
import { brandQueries, projectedThrough } from '@brandtrail/projections';
import type { Reactor } from './reactor';

/**
 * An account whose address is verified joins the brands that invited that address, without the
 * invitation's link (an address only registered proves nothing, and joins nothing: see the domain's
 * `members.ts`). Driven by the log, so nothing is lost to a crash between the verification and the
 * joins, whichever of the two happens last:
 *
 * - `UserEmailVerified` -> a job for that account: every open invitation to its address;
 * - `BrandInvitationCreated` -> the same job when the address belongs to an account that has
 *   verified it (the API adds such an account at once, but it may have verified just then). Who
 *   holds the address, and whether it is verified, come from the streams (the address's claim and
 *   the account's), so an invitation to an address without an account costs one read and no job.
 *
 * The job reads the open invitations from the brands read model once it holds every invitation the
 * log held at the event (`projectedThrough`), reads the account's state from its stream, and
 * records `JoinInvitation` per invitation as the account itself. A join already made records
 * nothing (the invitation is no longer open), so a job run again after a kill at any step finishes
 * what is left and adds nobody twice.
 */
export const INVITATION_JOIN_QUEUE = 'invitation-join';
export const INVITATION_JOIN_ATTEMPTS = 10;
export const INVITATION_JOIN_BACKOFF_MS = 1000;
/** How long a job waits for the brands read model to reach its event before it tries again later. */
const READ_MODEL_WAIT_MS = 20_000;

export interface JoinInvitationsJob {
  userId: string;
  /** The position of the event that asked for it. */
  at: string;
}

/** The account that holds `email` and has verified it, or undefined. */
async function verifiedHolder(store: EventStore, email: string): Promise<string | undefined> {
  const { state: claim } = await load(store, reservationDecider, reservationStream('email', email));
  if (!claim.ownerId) return undefined;
  const { state: user } = await load(store, userDecider, userStream(claim.ownerId));
  return user.exists && user.emailVerified && user.email === email ? claim.ownerId : undefined;
}

export function invitationJoinReactor(deps: { store: EventStore }): Reactor<RecordedEvent<string, { email?: unknown }>> {
  return {
    name: 'invitationJoin',
    eventTypes: ['UserEmailVerified', 'BrandInvitationCreated'],
    async react(event) {
      const job = (userId: string) => [
        {
          queue: INVITATION_JOIN_QUEUE,
          data: { userId, at: event.position } satisfies JoinInvitationsJob,
          attempts: INVITATION_JOIN_ATTEMPTS,
          backoffMs: INVITATION_JOIN_BACKOFF_MS,
        },
      ];
      if (event.type === 'UserEmailVerified') return job(idFromStream(event.streamId));
      const email = event.data?.email;
      if (typeof email !== 'string') {
        log.warn('BrandInvitationCreated without an address: nothing to join', { eventId: event.id });
        return [];
      }
      const holder = await verifiedHolder(deps.store, email);
      return holder ? job(holder) : [];
    },
  };
}

/** Waits until the brands read model holds every invitation up to `at`; throws (the job tries again later) after a while. */
async function untilInvitationsProjected(deps: { sql: SqlExecutor; store: EventStore }, at: Position) {
  const deadline = Date.now() + READ_MODEL_WAIT_MS;
  while (!(await projectedThrough(deps.sql, deps.store, 'brands', ['BrandInvitationCreated'], at))) {
    if (Date.now() > deadline) throw new Error(`the brands read model has not reached ${at} yet`);
    await sleep(100);
  }
}

export function joinInvitationsHandler(deps: { store: EventStore; sql: SqlExecutor }): JobHandler<JoinInvitationsJob> {
  const brands = brandQueries(deps.sql);
  return async (data, job) => {
    await untilInvitationsProjected(deps, data.at as Position);
    const { userId } = data;
    const { state } = await load(deps.store, userDecider, userStream(userId));
    if (!state.exists || !state.emailVerified) return;
    // The account itself joins: its address is verified.
    const actor: Actor = {
      userId,
      admin: false,
      impersonatorId: null,
      correlationId: randomUUID(),
      causationId: null,
      now: new Date(),
      locale: state.locale ?? 'en',
    };
    for (const invitation of await brands.invitationsTo(state.email)) {
      try {
        await handle(
          deps.store,
          brandDecider,
          brandStream(invitation.brandId),
          { type: 'JoinInvitation', invitationId: invitation.id, email: state.email, emailVerified: true },
          actor,
        );
      } catch (error) {
        // The brand was deleted meanwhile: there is nothing to join, and trying again changes nothing.
        if (!(error instanceof DomainError)) throw error;
        log.info('an invitation could not be joined', { jobId: job.id, brandId: invitation.brandId, code: error.code });
      }
    }
  };
}
