import { requireCapability, roleCeiling, roleRank, type BrandAccess, type MemberRole } from '../access/policy';
import { fail, type CommandContext, type DomainEvent } from '../decider';
import { normaliseEmail } from '../users/user';

/**
 * A brand's members, invitations and access requests: the member rules of the brand aggregate
 * (`brandDecider` hands these commands and events to `decideMembers` and `evolveMembers`).
 *
 * - Only holders of `manageMembers` (owners, editors) add, invite, change, remove, withdraw, resend
 *   and answer, and always up to their `roleCeiling`: nobody grants a role above their own or
 *   touches a member or invitation above it (editors invite editors and viewers, only owners make
 *   owners).
 * - Any member may leave (`RemoveMember` naming themselves). The last owner can neither leave nor
 *   be demoted (LAST_OWNER): ownership is handed over by making another member owner first.
 * - Only an account whose address is verified (the person followed a link mailed to it) is added
 *   at once (`AddMember`, EMAIL_NOT_VERIFIED otherwise); every other address is invited. An
 *   invitation carries a random token, which the invited person presents to accept it
 *   (`AcceptInvitation`) from the address it names; an account that verifies the address later
 *   joins it without the token (`JoinInvitation`). Registering with an address proves nothing, so
 *   it joins nothing. The token is stored in the event: the log is internal, and the managers'
 *   "copy invitation link" shows it again.
 * - Anyone logged in may ask for access; one open request per user (asking again, or asking as a
 *   member, records nothing). Managers approve with a role (up to their ceiling) or decline.
 */

export const memberRoles: readonly MemberRole[] = ['owner', 'editor', 'viewer'];

/** The longest message of an access request. */
export const ACCESS_MESSAGE_MAX = 500;

export interface Invitation {
  email: string;
  role: MemberRole;
  token: string;
}

export interface AccessRequest {
  message: string;
}

export interface MembersState {
  members: Record<string, MemberRole>;
  /** Open invitations by id. */
  invitations: Record<string, Invitation>;
  /** Open access requests by the requesting user's id. */
  accessRequests: Record<string, AccessRequest>;
}

export type MemberVia = 'added' | 'invitation' | 'request';

export type MemberEvent =
  /**
   * `via`: a manager added them, they accepted an invitation, or a manager approved their access
   * request. `invitationId`: the invitation this membership ends (accepted, or an address a
   * manager added directly once it had an account).
   */
  | DomainEvent<'BrandMemberAdded', { userId: string; role: MemberRole; via: MemberVia; invitationId?: string }>
  | DomainEvent<'BrandMemberRoleChanged', { userId: string; role: MemberRole }>
  /** `left`: the member left on their own; otherwise a manager removed them. */
  | DomainEvent<'BrandMemberRemoved', { userId: string; left: boolean }>
  | DomainEvent<'BrandInvitationCreated', { invitationId: string; email: string; role: MemberRole; token: string }>
  | DomainEvent<'BrandInvitationResent', { invitationId: string }>
  | DomainEvent<'BrandInvitationWithdrawn', { invitationId: string }>
  | DomainEvent<'BrandInvitationAccepted', { invitationId: string; userId: string }>
  | DomainEvent<'BrandAccessRequested', { userId: string; message: string }>
  | DomainEvent<'BrandAccessRequestAnswered', { userId: string; approved: boolean; role?: MemberRole }>;

export type MemberCommand =
  /**
   * The API found an account for the address; `email` withdraws an open invitation to it.
   * `emailVerified`: the account's address is verified (from the user's stream).
   */
  | { type: 'AddMember'; userId: string; email: string; role: string; emailVerified: boolean }
  /** `invitationId` and `token` come from the API (random). */
  | { type: 'InviteMember'; invitationId: string; email: string; role: string; token: string }
  | { type: 'ChangeMemberRole'; userId: string; role: string }
  /** Removes a member, or leaves when `userId` is the actor's own. */
  | { type: 'RemoveMember'; userId: string }
  | { type: 'ResendInvitation'; invitationId: string }
  | { type: 'WithdrawInvitation'; invitationId: string }
  /** `email`: the actor's own address, as their account has it. */
  | { type: 'AcceptInvitation'; token: string; email: string }
  /**
   * The actor's account verified its address, `email`, to which this invitation is open: it joins
   * without the token. An invitation no longer open records nothing (joining again is a no-op).
   */
  | { type: 'JoinInvitation'; invitationId: string; email: string; emailVerified: boolean }
  | { type: 'RequestAccess'; message: string }
  | { type: 'AnswerAccessRequest'; userId: string; approve: boolean; role?: string | null };

/** The types of the member events (MemberEvent): a read model of members takes these. */
export const memberEventTypes = [
  'BrandMemberAdded',
  'BrandMemberRoleChanged',
  'BrandMemberRemoved',
  'BrandInvitationCreated',
  'BrandInvitationResent',
  'BrandInvitationWithdrawn',
  'BrandInvitationAccepted',
  'BrandAccessRequested',
  'BrandAccessRequestAnswered',
] as const satisfies readonly MemberEvent['type'][];
const memberEventTypeSet = new Set<string>(memberEventTypes);
const memberCommandTypes = new Set<string>([
  'AddMember',
  'InviteMember',
  'ChangeMemberRole',
  'RemoveMember',
  'ResendInvitation',
  'WithdrawInvitation',
  'AcceptInvitation',
  'JoinInvitation',
  'RequestAccess',
  'AnswerAccessRequest',
]);
export const isMemberEvent = (event: { type: string }): event is MemberEvent => memberEventTypeSet.has(event.type);
export const isMemberCommand = (command: { type: string }): command is MemberCommand => memberCommandTypes.has(command.type);

/** An access request's message as recorded: trimmed, at most ACCESS_MESSAGE_MAX long (MESSAGE_TOO_LONG). */
export function checkAccessMessage(raw: string): string {
  const message = raw.trim();
  if (message.length > ACCESS_MESSAGE_MAX) fail('MESSAGE_TOO_LONG', { max: ACCESS_MESSAGE_MAX });
  return message;
}

export function checkRole(raw: string | null | undefined): MemberRole {
  if (!raw || !(memberRoles as readonly string[]).includes(raw)) fail('ROLE_INVALID');
  return raw as MemberRole;
}

const without = <T>(record: Record<string, T>, key: string): Record<string, T> => {
  if (!(key in record)) return record;
  const { [key]: _, ...rest } = record;
  return rest;
};

export function evolveMembers<S extends MembersState>(state: S, event: MemberEvent): S {
  switch (event.type) {
    case 'BrandMemberAdded': {
      const { userId, role, invitationId } = event.data;
      return {
        ...state,
        members: { ...state.members, [userId]: role },
        invitations: invitationId ? without(state.invitations, invitationId) : state.invitations,
        accessRequests: without(state.accessRequests, userId),
      };
    }
    case 'BrandMemberRoleChanged':
      return { ...state, members: { ...state.members, [event.data.userId]: event.data.role } };
    case 'BrandMemberRemoved':
      return { ...state, members: without(state.members, event.data.userId) };
    case 'BrandInvitationCreated': {
      const { invitationId, email, role, token } = event.data;
      return { ...state, invitations: { ...state.invitations, [invitationId]: { email, role, token } } };
    }
    case 'BrandInvitationResent':
      return state;
    case 'BrandInvitationWithdrawn':
    case 'BrandInvitationAccepted':
      return { ...state, invitations: without(state.invitations, event.data.invitationId) };
    case 'BrandAccessRequested':
      return {
        ...state,
        accessRequests: { ...state.accessRequests, [event.data.userId]: { message: event.data.message } },
      };
    case 'BrandAccessRequestAnswered':
      return { ...state, accessRequests: without(state.accessRequests, event.data.userId) };
  }
}

const owners = (state: MembersState) => Object.values(state.members).filter((r) => r === 'owner').length;
const rank = (role: MemberRole) => roleRank[role];

/** The actor's ceiling, after the capability check (BRAND_NOT_FOUND for strangers, FORBIDDEN for viewers). */
function ceilingOf(access: BrandAccess, ctx: CommandContext): MemberRole {
  requireCapability(access, ctx, 'manageMembers', 'BRAND_NOT_FOUND');
  return roleCeiling(access, ctx) ?? fail('FORBIDDEN');
}

/** Refuses touching or granting `role` above the actor's own. */
function requireWithin(ceiling: MemberRole, ...roles: MemberRole[]): void {
  if (roles.some((role) => rank(role) > rank(ceiling))) fail('ROLE_ABOVE_OWN');
}

const invitationTo = (state: MembersState, email: string) => Object.entries(state.invitations).find(([, i]) => i.email === email);

/** The invitation used up by `userId`, who becomes a member with its role (unless one already). */
function accept(state: MembersState, invitationId: string, invitation: Invitation, userId: string): MemberEvent[] {
  const accepted: MemberEvent = { type: 'BrandInvitationAccepted', data: { invitationId, userId } };
  // A member already (added another way): the invitation is used up, the role stays.
  if (state.members[userId]) return [accepted];
  return [accepted, { type: 'BrandMemberAdded', data: { userId, role: invitation.role, via: 'invitation', invitationId } }];
}

/**
 * Decides a member command on a brand that exists and is not deleted (the brand decider checks
 * both first). `access` is the actor's access to the brand.
 */
export function decideMembers(
  command: MemberCommand,
  state: MembersState,
  access: BrandAccess,
  ctx: CommandContext,
): MemberEvent[] {
  if (!ctx.userId) fail('UNAUTHENTICATED');
  const actorId = ctx.userId;
  switch (command.type) {
    case 'AddMember': {
      const ceiling = ceilingOf(access, ctx);
      const role = checkRole(command.role);
      requireWithin(ceiling, role);
      if (state.members[command.userId]) fail('MEMBER_EXISTS');
      // Whoever registered an address first proves nothing by it: they join through the invitation.
      if (!command.emailVerified) fail('EMAIL_NOT_VERIFIED');
      const invitation = invitationTo(state, normaliseEmail(command.email));
      return [
        {
          type: 'BrandMemberAdded',
          data: { userId: command.userId, role, via: 'added', ...(invitation ? { invitationId: invitation[0] } : {}) },
        },
      ];
    }
    case 'InviteMember': {
      const ceiling = ceilingOf(access, ctx);
      const role = checkRole(command.role);
      requireWithin(ceiling, role);
      const email = normaliseEmail(command.email);
      if (invitationTo(state, email)) fail('INVITATION_EXISTS');
      if (state.invitations[command.invitationId]) fail('CONFLICT');
      return [
        { type: 'BrandInvitationCreated', data: { invitationId: command.invitationId, email, role, token: command.token } },
      ];
    }
    case 'ChangeMemberRole': {
      const ceiling = ceilingOf(access, ctx);
      const role = checkRole(command.role);
      const current = state.members[command.userId] ?? fail('MEMBER_NOT_FOUND');
      requireWithin(ceiling, current, role);
      if (current === role) return [];
      if (current === 'owner' && owners(state) === 1) fail('LAST_OWNER');
      return [{ type: 'BrandMemberRoleChanged', data: { userId: command.userId, role } }];
    }
    case 'RemoveMember': {
      const left = command.userId === actorId;
      // Anyone may leave; removing someone else takes manageMembers, within the ceiling.
      const ceiling = left ? null : ceilingOf(access, ctx);
      const current = state.members[command.userId] ?? fail('MEMBER_NOT_FOUND');
      if (ceiling) requireWithin(ceiling, current);
      if (current === 'owner' && owners(state) === 1) fail('LAST_OWNER');
      return [{ type: 'BrandMemberRemoved', data: { userId: command.userId, left } }];
    }
    case 'ResendInvitation':
    case 'WithdrawInvitation': {
      const ceiling = ceilingOf(access, ctx);
      const invitation = state.invitations[command.invitationId] ?? fail('INVITATION_NOT_FOUND');
      requireWithin(ceiling, invitation.role);
      const type = command.type === 'ResendInvitation' ? 'BrandInvitationResent' : 'BrandInvitationWithdrawn';
      return [{ type, data: { invitationId: command.invitationId } }];
    }
    case 'AcceptInvitation': {
      const found = Object.entries(state.invitations).find(([, i]) => i.token === command.token);
      if (!found) fail('INVITATION_NOT_FOUND');
      const [invitationId, invitation] = found;
      if (invitation.email !== normaliseEmail(command.email)) fail('INVITATION_OTHER_EMAIL');
      return accept(state, invitationId, invitation, actorId);
    }
    case 'JoinInvitation': {
      if (!command.emailVerified) fail('EMAIL_NOT_VERIFIED');
      const invitation = state.invitations[command.invitationId];
      if (!invitation) return [];
      if (invitation.email !== normaliseEmail(command.email)) fail('INVITATION_OTHER_EMAIL');
      return accept(state, command.invitationId, invitation, actorId);
    }
    case 'RequestAccess': {
      const message = checkAccessMessage(command.message);
      if (state.members[actorId] || state.accessRequests[actorId]) return [];
      return [{ type: 'BrandAccessRequested', data: { userId: actorId, message } }];
    }
    case 'AnswerAccessRequest': {
      const ceiling = ceilingOf(access, ctx);
      if (!state.accessRequests[command.userId]) fail('ACCESS_REQUEST_NOT_FOUND');
      if (!command.approve) return [{ type: 'BrandAccessRequestAnswered', data: { userId: command.userId, approved: false } }];
      const role = checkRole(command.role);
      requireWithin(ceiling, role);
      const answered: MemberEvent = {
        type: 'BrandAccessRequestAnswered',
        data: { userId: command.userId, approved: true, role },
      };
      // Someone who became a member meanwhile keeps their role.
      if (state.members[command.userId]) return [answered];
      return [answered, { type: 'BrandMemberAdded', data: { userId: command.userId, role, via: 'request' } }];
    }
  }
}
