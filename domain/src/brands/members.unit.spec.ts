import { describe, it } from 'vitest';
import { at, brandCreated, spec } from '../testing';
import { brandDecider, type BrandEvent } from './brand';

const owner = 'u-owner';
const editor = 'u-editor';
const viewer = 'u-viewer';
const stranger = 'u-stranger';
const created = brandCreated(owner);
const added = (userId: string, role: 'owner' | 'editor' | 'viewer', via: 'added' | 'request' = 'added'): BrandEvent => ({
  type: 'BrandMemberAdded',
  data: { userId, role, via },
});
const team: BrandEvent[] = [created, added(editor, 'editor'), added(viewer, 'viewer')];
const invited = (role: 'owner' | 'editor' | 'viewer' = 'viewer'): BrandEvent => ({
  type: 'BrandInvitationCreated',
  data: { invitationId: 'i-1', email: 'new@example.com', role, token: 'tok' },
});
const brand = spec(brandDecider);

describe('brand members', () => {
  it("lets a site admin hand a brand's ownership to a member, never while acting as someone", () => {
    const admin = 'u-admin';
    brand
      .given(team)
      .when({ type: 'ChangeMemberRole', userId: viewer, role: 'owner' }, at(admin, true))
      .then([{ type: 'BrandMemberRoleChanged', data: { userId: viewer, role: 'owner' } }]);
    // Acting as the editor, the admin has the editor's rights and no more.
    brand
      .given(team)
      .when({ type: 'ChangeMemberRole', userId: viewer, role: 'owner' }, { ...at(editor, true), impersonatorId: admin })
      .thenFails('ROLE_ABOVE_OWN');
    brand
      .given(team)
      .when({ type: 'ChangeMemberRole', userId: viewer, role: 'owner' }, at(stranger))
      .thenFails('BRAND_NOT_FOUND');
    // The brand keeps an owner.
    brand.given(team).when({ type: 'ChangeMemberRole', userId: owner, role: 'viewer' }, at(admin, true)).thenFails('LAST_OWNER');
  });

  it('lets owners and editors add members, up to their own role', () => {
    brand
      .given(team)
      .when({ type: 'AddMember', userId: 'u-new', email: 'new@example.com', role: 'owner', emailVerified: true }, at(owner))
      .then([added('u-new', 'owner')]);
    brand
      .given(team)
      .when({ type: 'AddMember', userId: 'u-new', email: 'new@example.com', role: 'editor', emailVerified: true }, at(editor))
      .then([added('u-new', 'editor')]);
    brand
      .given(team)
      .when({ type: 'AddMember', userId: 'u-new', email: 'new@example.com', role: 'owner', emailVerified: true }, at(editor))
      .thenFails('ROLE_ABOVE_OWN');
    brand
      .given(team)
      .when({ type: 'AddMember', userId: 'u-new', email: 'new@example.com', role: 'viewer', emailVerified: true }, at(viewer))
      .thenFails('FORBIDDEN');
    brand
      .given(team)
      .when({ type: 'AddMember', userId: 'u-new', email: 'new@example.com', role: 'viewer', emailVerified: true }, at(stranger))
      .thenFails('BRAND_NOT_FOUND');
    brand
      .given(team)
      .when({ type: 'AddMember', userId: 'u-new', email: 'new@example.com', role: 'boss', emailVerified: true }, at(owner))
      .thenFails('ROLE_INVALID');
  });

  it('refuses adding a member twice and inviting an address twice', () => {
    brand
      .given(team)
      .when({ type: 'AddMember', userId: viewer, email: 'v@example.com', role: 'viewer', emailVerified: true }, at(owner))
      .thenFails('MEMBER_EXISTS');
    brand
      .given([...team, invited()])
      .when({ type: 'InviteMember', invitationId: 'i-2', email: ' NEW@example.com', role: 'editor', token: 't2' }, at(owner))
      .thenFails('INVITATION_EXISTS');
  });

  it('invites up to the own role, and adding an invited address ends its invitation', () => {
    brand
      .given(team)
      .when({ type: 'InviteMember', invitationId: 'i-1', email: 'New@Example.com', role: 'viewer', token: 'tok' }, at(editor))
      .then([invited()]);
    brand
      .given(team)
      .when({ type: 'InviteMember', invitationId: 'i-1', email: 'new@example.com', role: 'owner', token: 'tok' }, at(editor))
      .thenFails('ROLE_ABOVE_OWN');
    brand
      .given([...team, invited()])
      .when({ type: 'AddMember', userId: 'u-new', email: 'new@example.com', role: 'editor', emailVerified: true }, at(owner))
      .then([{ type: 'BrandMemberAdded', data: { userId: 'u-new', role: 'editor', via: 'added', invitationId: 'i-1' } }]);
  });

  it('changes roles within the ceiling and never demotes the last owner', () => {
    brand
      .given(team)
      .when({ type: 'ChangeMemberRole', userId: viewer, role: 'editor' }, at(editor))
      .then([{ type: 'BrandMemberRoleChanged', data: { userId: viewer, role: 'editor' } }]);
    brand.given(team).when({ type: 'ChangeMemberRole', userId: viewer, role: 'owner' }, at(editor)).thenFails('ROLE_ABOVE_OWN');
    brand.given(team).when({ type: 'ChangeMemberRole', userId: owner, role: 'viewer' }, at(editor)).thenFails('ROLE_ABOVE_OWN');
    brand.given(team).when({ type: 'ChangeMemberRole', userId: owner, role: 'editor' }, at(owner)).thenFails('LAST_OWNER');
    brand
      .given(team)
      .when({ type: 'ChangeMemberRole', userId: 'u-none', role: 'editor' }, at(owner))
      .thenFails('MEMBER_NOT_FOUND');
    brand.given(team).when({ type: 'ChangeMemberRole', userId: viewer, role: 'viewer' }, at(owner)).then([]);
  });

  it('hands ownership over: make another member owner, then step down', () => {
    const handedOver: BrandEvent = { type: 'BrandMemberRoleChanged', data: { userId: editor, role: 'owner' } };
    brand.given(team).when({ type: 'ChangeMemberRole', userId: editor, role: 'owner' }, at(owner)).then([handedOver]);
    brand
      .given([...team, handedOver])
      .when({ type: 'ChangeMemberRole', userId: owner, role: 'editor' }, at(owner))
      .then([{ type: 'BrandMemberRoleChanged', data: { userId: owner, role: 'editor' } }]);
    brand
      .given([...team, handedOver])
      .when({ type: 'RemoveMember', userId: owner }, at(owner))
      .then([{ type: 'BrandMemberRemoved', data: { userId: owner, left: true } }]);
  });

  it('lets any member leave, but not the last owner', () => {
    brand
      .given(team)
      .when({ type: 'RemoveMember', userId: viewer }, at(viewer))
      .then([{ type: 'BrandMemberRemoved', data: { userId: viewer, left: true } }]);
    brand.given(team).when({ type: 'RemoveMember', userId: owner }, at(owner)).thenFails('LAST_OWNER');
  });

  it('removes members within the ceiling only', () => {
    brand
      .given(team)
      .when({ type: 'RemoveMember', userId: viewer }, at(editor))
      .then([{ type: 'BrandMemberRemoved', data: { userId: viewer, left: false } }]);
    brand.given(team).when({ type: 'RemoveMember', userId: owner }, at(editor)).thenFails('ROLE_ABOVE_OWN');
    brand.given(team).when({ type: 'RemoveMember', userId: editor }, at(viewer)).thenFails('FORBIDDEN');
    brand.given(team).when({ type: 'RemoveMember', userId: editor }, at(stranger)).thenFails('BRAND_NOT_FOUND');
  });

  it('withdraws and resends invitations within the ceiling', () => {
    brand
      .given([...team, invited()])
      .when({ type: 'WithdrawInvitation', invitationId: 'i-1' }, at(editor))
      .then([{ type: 'BrandInvitationWithdrawn', data: { invitationId: 'i-1' } }]);
    brand
      .given([...team, invited()])
      .when({ type: 'ResendInvitation', invitationId: 'i-1' }, at(owner))
      .then([{ type: 'BrandInvitationResent', data: { invitationId: 'i-1' } }]);
    brand
      .given([...team, invited('owner')])
      .when({ type: 'WithdrawInvitation', invitationId: 'i-1' }, at(editor))
      .thenFails('ROLE_ABOVE_OWN');
    brand
      .given([...team, invited(), { type: 'BrandInvitationWithdrawn', data: { invitationId: 'i-1' } }])
      .when({ type: 'ResendInvitation', invitationId: 'i-1' }, at(owner))
      .thenFails('INVITATION_NOT_FOUND');
  });

  it('accepts an invitation with its token from the invited address only', () => {
    brand
      .given([...team, invited('editor')])
      .when({ type: 'AcceptInvitation', token: 'tok', email: 'NEW@example.com' }, at('u-new'))
      .then([
        { type: 'BrandInvitationAccepted', data: { invitationId: 'i-1', userId: 'u-new' } },
        { type: 'BrandMemberAdded', data: { userId: 'u-new', role: 'editor', via: 'invitation', invitationId: 'i-1' } },
      ]);
    brand
      .given([...team, invited()])
      .when({ type: 'AcceptInvitation', token: 'tok', email: 'other@example.com' }, at('u-other'))
      .thenFails('INVITATION_OTHER_EMAIL');
    brand
      .given([...team, invited()])
      .when({ type: 'AcceptInvitation', token: 'wrong', email: 'new@example.com' }, at('u-new'))
      .thenFails('INVITATION_NOT_FOUND');
  });

  it('adds an account at once only when its address is verified', () => {
    brand
      .given(team)
      .when({ type: 'AddMember', userId: 'u-new', email: 'new@example.com', role: 'viewer', emailVerified: false }, at(owner))
      .thenFails('EMAIL_NOT_VERIFIED');
  });

  it('joins an open invitation to a verified address without the token, once', () => {
    const join = { type: 'JoinInvitation', invitationId: 'i-1', email: 'New@example.com', emailVerified: true } as const;
    brand
      .given([...team, invited('editor')])
      .when(join, at('u-new'))
      .then([
        { type: 'BrandInvitationAccepted', data: { invitationId: 'i-1', userId: 'u-new' } },
        { type: 'BrandMemberAdded', data: { userId: 'u-new', role: 'editor', via: 'invitation', invitationId: 'i-1' } },
      ]);
    // joined already (or withdrawn, or accepted with the token): nothing more
    brand
      .given([...team, invited('editor'), { type: 'BrandInvitationAccepted', data: { invitationId: 'i-1', userId: 'u-new' } }])
      .when(join, at('u-new'))
      .then([]);
    brand
      .given([...team, invited()])
      .when({ ...join, emailVerified: false }, at('u-new'))
      .thenFails('EMAIL_NOT_VERIFIED');
    brand
      .given([...team, invited()])
      .when({ ...join, email: 'other@example.com' }, at('u-other'))
      .thenFails('INVITATION_OTHER_EMAIL');
    // a member already keeps the role, and the invitation is used up
    brand
      .given([...team, invited('owner')])
      .when(join, at(viewer))
      .then([{ type: 'BrandInvitationAccepted', data: { invitationId: 'i-1', userId: viewer } }]);
  });

  it('records one open access request per user, bounded, and none for members', () => {
    const requested: BrandEvent = { type: 'BrandAccessRequested', data: { userId: stranger, message: 'Hi' } };
    brand.given(team).when({ type: 'RequestAccess', message: ' Hi ' }, at(stranger)).then([requested]);
    brand
      .given([...team, requested])
      .when({ type: 'RequestAccess', message: 'Again' }, at(stranger))
      .then([]);
    brand.given(team).when({ type: 'RequestAccess', message: 'Hi' }, at(viewer)).then([]);
    brand
      .given(team)
      .when({ type: 'RequestAccess', message: 'x'.repeat(501) }, at(stranger))
      .thenFails('MESSAGE_TOO_LONG');
  });

  it('answers access requests: approve with a role up to the ceiling, or decline', () => {
    const requested: BrandEvent = { type: 'BrandAccessRequested', data: { userId: stranger, message: 'Hi' } };
    brand
      .given([...team, requested])
      .when({ type: 'AnswerAccessRequest', userId: stranger, approve: true, role: 'editor' }, at(editor))
      .then([
        { type: 'BrandAccessRequestAnswered', data: { userId: stranger, approved: true, role: 'editor' } },
        added(stranger, 'editor', 'request'),
      ]);
    brand
      .given([...team, requested])
      .when({ type: 'AnswerAccessRequest', userId: stranger, approve: true, role: 'owner' }, at(editor))
      .thenFails('ROLE_ABOVE_OWN');
    brand
      .given([...team, requested])
      .when({ type: 'AnswerAccessRequest', userId: stranger, approve: false }, at(owner))
      .then([{ type: 'BrandAccessRequestAnswered', data: { userId: stranger, approved: false } }]);
    brand
      .given(team)
      .when({ type: 'AnswerAccessRequest', userId: stranger, approve: false }, at(owner))
      .thenFails('ACCESS_REQUEST_NOT_FOUND');
    brand
      .given([...team, requested])
      .when({ type: 'AnswerAccessRequest', userId: stranger, approve: false }, at(viewer))
      .thenFails('FORBIDDEN');
  });

  it('refuses member commands on a deleted brand as not found', () => {
    brand
      .given([...team, { type: 'BrandDeleted', data: {} }])
      .when({ type: 'RemoveMember', userId: viewer }, at(viewer))
      .thenFails('BRAND_NOT_FOUND');
  });
});
