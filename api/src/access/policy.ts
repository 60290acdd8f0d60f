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
  type BrandState,
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
  const found = async () => ({ target: brandId, brandId, hiddenFromReaders: options.hiddenFromReaders });
  return (await requireAccessTo(s, actor, capability, notFound, found)).access;
}

/** A command's target that belongs to a brand, as `requireAccessTo` finds it. */
export interface BrandTarget<T> {
  target: T;
  brandId: string;
  /** The target is one that readers who are not members do not see (a deleted page, an asset still uploading). */
  hiddenFromReaders?: boolean;
}

/**
 * The same for a command on something of a brand that must be looked up to know its brand (a page,
 * an asset, a shared link), asked once in the same order: who acts first (UNAUTHENTICATED, before
 * anything is looked up), then `find` looks the target up (undefined: `notFound`), then the
 * brand's access for `capability` (a function of the target where the target decides it: a billing
 * link is the owners'). Answers the target and the access.
 */
export async function requireAccessTo<T>(
  s: Services,
  actor: Actor,
  capability: Capability | ((target: T) => Capability),
  notFound: ErrorCode,
  find: () => Promise<BrandTarget<T> | undefined>,
): Promise<{ target: T; access: BrandAccess }> {
  if (!actor.userId) fail('UNAUTHENTICATED');
  const found = (await find()) ?? fail(notFound);
  const { state } = await load(s.store, brandDecider, brandStream(found.brandId));
  if (!state.exists || state.deleted) fail(notFound);
  const access = accessOf(state, actor.userId);
  const needed = typeof capability === 'function' ? capability(found.target) : capability;
  // A target readers of a public brand cannot see is not found for them, rather than forbidden.
  requireCapability(found.hiddenFromReaders ? { ...access, brandPublic: false } : access, actor, needed, notFound);
  return { target: found.target, access };
}

/**
 * The actor's access for a command on a brand itself, from the brand's state as the command loaded
 * it: as `requireAccess`, asked before anything about the command is looked at, but a deleted
 * brand is still found by its members, whose command the decider then refuses (BRAND_DELETED).
 */
export function requireBrandAccess(state: BrandState, actor: Actor, capability: Capability): BrandAccess {
  if (!state.exists) fail('BRAND_NOT_FOUND');
  const access = accessOf(state, actor.userId);
  requireCapability(access, actor, capability, 'BRAND_NOT_FOUND');
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

/**
 * The brand a command's answer shows: the row when the viewer reads the brand, or, to a site admin
 * acting as themselves, the brand their command changed (its fields answer as their access allows:
 * no role, nothing private). Null otherwise.
 */
export const answerRow = (row: BrandRow | undefined, viewer: Viewer | null): BrandRow | null =>
  visible(row) ?? (row && isSiteAdmin(viewer) ? row : null);

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
