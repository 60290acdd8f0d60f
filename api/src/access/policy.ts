import {
  accessOf,
  brandDecider,
  brandStream,
  can,
  capabilities,
  capabilitiesOf,
  canReadPage,
  fail,
  requireCapability,
  type BrandAccess,
  type Capability,
  type ErrorCode,
} from '@brandtrail/domain';
import type { BrandRow } from '@brandtrail/projections';
import { load, type Actor } from '@brandtrail/infra';
import { Kind, OperationTypeNode, type OperationDefinitionNode } from 'graphql';
import type { Viewer } from '../graphql/context';
import type { Services } from '../services';

/**
 * The API's side of the one access policy (`can` and `requireCapability` of the domain): how it
 * finds someone's access to a brand, for commands (from the brand aggregate, never a stale read
 * model) and for reads (from the brand's read-model row, which carries the viewer's role), and
 * which operations a session may run at all.
 */

/**
 * The actor's access to a brand for a command, from the brand aggregate, checked for `capability`
 * before anything else about the command's target is looked at: a missing or deleted brand, or
 * one the actor may not read, is `notFound` (the target's own not-found answer, so an id tells a
 * stranger nothing); one they may read but not change is FORBIDDEN. `hiddenFromReaders`: the
 * target is one that readers who are not members do not see.
 */
export async function requireAccess(
  s: Services,
  brandId: string,
  actor: Actor,
  capability: Capability,
  notFound: ErrorCode,
  options: { hiddenFromReaders?: boolean } = {},
): Promise<BrandAccess> {
  if (!actor.userId) fail('UNAUTHENTICATED');
  const { state } = await load(s.store, brandDecider, brandStream(brandId));
  if (!state.exists || state.deleted) fail(notFound);
  const access = accessOf(state, actor.userId);
  // A target readers of a public brand cannot see (a deleted page, an asset still uploading) is
  // not found for them, rather than forbidden.
  requireCapability(options.hiddenFromReaders ? { ...access, brandPublic: false } : access, actor, capability, notFound);
  return access;
}

/**
 * The viewer's access to a brand as its read-model row carries it (the row is read for the viewer:
 * the member role, and what the session's live shared links reach, `sharedLinks/reach.ts`).
 */
export const rowAccess = (row: BrandRow): BrandAccess => ({
  role: row.role ?? null,
  brandPublic: row.public && !row.deletedAt,
  shared: row.deletedAt ? null : (row.shared ?? null),
});

/** Whether the viewer reads this page of the brand of this row (a shared link reaches only its pages). */
export const canReadPageOn = (row: BrandRow, pageId: string): boolean => canReadPage(rowAccess(row), pageId);

/** Whether the viewer may do `capability` with the brand of this row. */
export const canOn = (row: BrandRow, capability: Capability): boolean => can(rowAccess(row), capability);

/** The row when the viewer may read the brand, else null (the same as a brand that does not exist). */
export const visible = (row: BrandRow | undefined): BrandRow | null => (row && canOn(row, 'read') ? row : null);

/** `Brand.viewerCan`: one flag per capability of the policy, true for those the viewer holds. */
export function capabilityFlags(row: BrandRow): Record<Capability, boolean> {
  const held = new Set(capabilitiesOf(rowAccess(row)));
  return Object.fromEntries(capabilities.map((c) => [c, held.has(c)])) as Record<Capability, boolean>;
}

/**
 * A site admin acting as themselves (not while impersonating someone): the admin's searches and
 * switching to another user. Everyone else is FORBIDDEN.
 */
export function requireSiteAdmin(viewer: Viewer | null): void {
  if (!isSiteAdmin(viewer)) fail('FORBIDDEN');
}
export const isSiteAdmin = (viewer: Viewer | null): boolean => !!viewer?.user.admin && !viewer.session.impersonatorId;

/** Whether the viewer may read the account `userId` (as a Node): their own, or any for an admin. */
export const canReadAccount = (viewer: Viewer | null, userId: string): boolean =>
  !!viewer && (viewer.user.id === userId || viewer.user.admin);

/**
 * What a session whose user has not accepted the terms may ask: who they are (spec 4: terms), and
 * the invitation they registered from (its link shows it to anyone with the token).
 */
const BEFORE_TERMS = new Set(['viewer', 'invitation', '__typename']);

/**
 * Which operations a session may run, asked once per GraphQL request before anything runs: every
 * mutation needs a logged-in user (UNAUTHENTICATED, whatever it names, so that an anonymous client
 * learns nothing about any id; a shared_link session has no user, so it only reads); a user of
 * type user who has not accepted the terms may read their own session and nothing else
 * (TERMS_NOT_ACCEPTED) until they accept them (POST /update-user).
 */
export function requireOperationAllowed(viewer: Viewer | null, operation: OperationDefinitionNode): void {
  if (operation.operation === OperationTypeNode.MUTATION && !viewer) fail('UNAUTHENTICATED');
  if (viewer && viewer.user.type === 'user' && !viewer.user.termsAccepted) {
    const fields = operation.selectionSet.selections;
    const allowed =
      operation.operation === OperationTypeNode.QUERY &&
      fields.every((f) => f.kind === Kind.FIELD && BEFORE_TERMS.has(f.name.value));
    if (!allowed) fail('TERMS_NOT_ACCEPTED');
  }
}
