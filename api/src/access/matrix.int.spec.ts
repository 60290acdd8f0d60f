import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, siteAdminGrants, type BrandAccess, type Capability, type ErrorCode, type MemberRole } from '@brandtrail/domain';
import { loadConfig, openTestDatabase, systemActor, testDatabaseKinds, type TestDatabase } from '@brandtrail/infra';
import { startApp, type RunningApp } from '../app';
import { createAdmin } from '../users/accounts';
import { toGlobalId } from '../graphql/relay';
import { createSchema } from '../graphql/schema';
import { TestClient } from '../testing/client';
import { confirmAddress, seedMember } from '../testing/members';

/**
 * The role matrix: every mutation and query of the schema, asked by each kind of caller, against
 * one table of expected answers. `ok` is a mutation that succeeded; a query answers `data` (the
 * object or a non-empty list) or `none` (null or an empty list: the same as for something that
 * does not exist); anything else is the error code. A new mutation or query fails the test until
 * it has a row here. A few operations have a second row for a kind of input another capability
 * decides (`createSharedLink (billing)`: billing links are the owners').
 *
 * The table is `operations`: per operation, what it asks, what it needs (a capability of the
 * access policy, or membership, a logged-in user or a site admin) and which not-found answer it
 * gives; the expected answer of each caller follows from the caller's access (`callers`) by the
 * policy's rules (`expected`), and `except` names the few answers that differ, each with its reason.
 *
 * The callers: the brand's owner, an editor and a viewer (members); public, a reader (a stranger on
 * a public brand); a stranger (logged in, not a member) on a private brand, and on ids that exist
 * nowhere, whose answers must be the same (no existence oracle); anonymous clients; a shared_link
 * session opened with a link of the private brand to all its pages; a user who
 * has not accepted the terms; a site admin acting as themselves (on a private brand of their own
 * fixture, where they are no member); and a site admin acting as another brand's owner, who gets
 * the owner's answers but for the forbidden four (`notWhileActing`). Refused calls must change nothing: the test counts the calls that
 * answered ok or appended an event against the table (unauthorised successes) and wants none.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Ids of one brand's fixture: a brand, a deleted brand, a brand to delete, a page with a link to an element, a deleted page, an asset and a deleted one. */
interface Fixture {
  brand: string;
  slug: string;
  deletedBrand: string;
  spareBrand: string;
  page: string;
  pageSlug: string;
  deletedPage: string;
  element: string;
  link: string;
  /** An element removed from the page (restoreElement brings it back). */
  removed: string;
  asset: string;
  deletedAsset: string;
  sharedLink: string;
  /** A billing link of the brand (plan pro, all pages). */
  billingLink: string;
  /** The link's token (it reaches every page of the brand). */
  sharedLinkToken: string;
  /** A viewer member (BrandUser id), an open invitation (BrandUser id and token) and an open access request. */
  member: string;
  invitation: string;
  invitationToken: string;
  accessRequest: string;
  /** A user the admin area's actions may act on (suspend, reinstate, log out, mail a link). */
  person: string;
}

type Ask = (f: Fixture) => { query: string; variables?: Record<string, unknown> };

const m = (name: string, inputType: string, input: (f: Fixture) => Record<string, unknown>): Ask => {
  return (f) => ({
    query: `mutation($input: ${inputType}!) { ${name}(input: $input) { __typename } }`,
    variables: { input: input(f) },
  });
};

type Need = Capability | 'member' | 'user' | 'admin' | 'anyone';

interface Operation {
  ask: Ask;
  /** What the operation needs: a capability on its target's brand, membership, any logged-in user, or a site admin. */
  needs: Need;
  /** The answer of a mutation to a caller who may not read its target (or when it does not exist). */
  notFound?: ErrorCode;
  /** The target is one readers who are not members do not see (something deleted, an asset uploading). */
  hiddenFromReaders?: boolean;
  /** Answers that differ from what `needs` gives, each with its reason. */
  except?: Partial<Record<Caller, string>>;
  /** One of the forbidden four (password, address, two-factor, billing) and what outlives the hour: refused while an admin acts as the person. */
  notWhileActing?: true;
}

/** A step of the caller's own on the page, then what is asked of it (undo and redo take back one's own steps). */
const afterOwnStep =
  (fields: string, calls: readonly string[]): Ask =>
  (f) => ({
    query: `mutation(${fields}) { step: updateElement(input: $step) { __typename } ${calls.join(' ')} }`,
    variables: {
      step: { pageId: f.page, elementId: f.element, height: Math.random() },
      id: { id: f.page },
      again: { id: f.page },
    },
  });

/** The callers with an account who accepted the terms (the ones an account's own mutation answers). */
const loggedIn = ['owner', 'editor', 'viewer', 'public', 'stranger', 'strangerMissing', 'admin', 'actingAdmin'] as const;

/** Each mutation, with an input that succeeds for those who may run it. */
const mutations: Record<string, Operation> = {
  addPagesFromAiBrand: {
    ask: m('addPagesFromAiBrand', 'AddPagesFromAiBrandInput', (f) => ({
      id: f.brand,
      textLogo: 'The mark.',
      textColors: 'Our colours.',
      textFonts: 'Our type.',
      textEssence: 'What we are.',
      textPersonality: 'How we speak.',
    })),
    needs: 'editContent',
    notFound: 'BRAND_NOT_FOUND',
  },
  createVersionBrand: {
    ask: m('createVersionBrand', 'CreateVersionBrandInput', (f) => ({ id: f.brand, name: 'Approved' })),
    needs: 'editContent',
    notFound: 'BRAND_NOT_FOUND',
  },
  // A member notes that they are in the brand (the activity's "since my last visit").
  recordBrandVisit: {
    ask: m('recordBrandVisit', 'RecordBrandVisitInput', (f) => ({ id: f.brand })),
    needs: 'readPrivate',
    notFound: 'BRAND_NOT_FOUND',
  },
  redoPage: {
    ask: afterOwnStep('$step: UpdateElementInput!, $id: UndoPageInput!, $again: RedoPageInput!', [
      'undoPage(input: $id) { __typename }',
      'redoPage(input: $again) { __typename }',
    ]),
    needs: 'editContent',
    notFound: 'PAGE_NOT_FOUND',
  },
  restoreElement: {
    ask: m('restoreElement', 'RestoreElementInput', (f) => ({ pageId: f.page, elementId: f.removed })),
    needs: 'editContent',
    notFound: 'PAGE_NOT_FOUND',
  },
  revertBrand: {
    ask: m('revertBrand', 'RevertBrandInput', (f) => ({ id: f.brand, at: new Date().toISOString() })),
    needs: 'editContent',
    notFound: 'BRAND_NOT_FOUND',
  },
  revertPage: {
    ask: m('revertPage', 'RevertPageInput', (f) => ({ id: f.page, at: new Date().toISOString() })),
    needs: 'editContent',
    notFound: 'PAGE_NOT_FOUND',
  },
  undoPage: {
    ask: afterOwnStep('$step: UpdateElementInput!, $id: UndoPageInput!', ['undoPage(input: $id) { __typename }']),
    needs: 'editContent',
    notFound: 'PAGE_NOT_FOUND',
  },
  // The token is the secret: whoever has it learns that the invitation is for another address.
  acceptBrandInvitation: {
    ask: m('acceptBrandInvitation', 'AcceptBrandInvitationInput', (f) => ({ token: f.invitationToken })),
    needs: 'user',
    except: {
      owner: 'INVITATION_OTHER_EMAIL',
      editor: 'INVITATION_OTHER_EMAIL',
      viewer: 'INVITATION_OTHER_EMAIL',
      public: 'INVITATION_OTHER_EMAIL',
      stranger: 'INVITATION_OTHER_EMAIL',
      strangerMissing: 'INVITATION_NOT_FOUND',
      admin: 'INVITATION_OTHER_EMAIL',
      actingAdmin: 'INVITATION_OTHER_EMAIL',
    },
  },
  addUserBrand: {
    ask: m('addUserBrand', 'AddUserBrandInput', (f) => ({
      id: f.brand,
      email: `mx-new-${randomUUID().slice(0, 6)}@example.com`,
      role: 'viewer',
    })),
    needs: 'manageMembers',
    notFound: 'BRAND_NOT_FOUND',
  },
  answerBrandAccessRequest: {
    ask: m('answerBrandAccessRequest', 'AnswerBrandAccessRequestInput', (f) => ({ id: f.accessRequest, approve: false })),
    needs: 'manageMembers',
    notFound: 'BRAND_NOT_FOUND',
  },
  deleteBrandUser: {
    ask: m('deleteBrandUser', 'DeleteBrandUserInput', (f) => ({ id: f.member })),
    needs: 'manageMembers',
    notFound: 'BRAND_NOT_FOUND',
  },
  // Anyone logged in may ask, and gets the same answer whether the brand exists or not.
  requestBrandAccess: {
    ask: m('requestBrandAccess', 'RequestBrandAccessInput', (f) => ({ brand: f.slug, message: 'Let me in' })),
    needs: 'user',
  },
  resendBrandInvitation: {
    ask: m('resendBrandInvitation', 'ResendBrandInvitationInput', (f) => ({ id: f.invitation })),
    needs: 'manageMembers',
    notFound: 'BRAND_NOT_FOUND',
  },
  updateBrandUser: {
    ask: m('updateBrandUser', 'UpdateBrandUserInput', (f) => ({ id: f.member, role: 'editor' })),
    needs: 'manageMembers',
    notFound: 'BRAND_NOT_FOUND',
  },
  changeBrandPlan: {
    ask: m('changeBrandPlan', 'ChangeBrandPlanInput', (f) => ({ id: f.brand, plan: 'pro' })),
    needs: 'admin',
  },
  // The account page: each person's own account (the test clients' password, kept as it is).
  updateAccount: { ask: m('updateAccount', 'UpdateAccountInput', () => ({ displayName: 'Matrix Person' })), needs: 'user' },
  changePassword: {
    ask: m('changePassword', 'ChangePasswordInput', () => ({
      currentPassword: 'correct horse battery',
      newPassword: 'correct horse battery',
    })),
    needs: 'user',
    notWhileActing: true,
  },
  endSessions: { ask: m('endSessions', 'EndSessionsInput', () => ({})), needs: 'user' },
  // Two-factor sign-in, each person's own: a setup any user may begin; a code that cannot fit is
  // refused after it (so the answer is the same for everyone); turning it off while it is off
  // changes nothing; new recovery codes need it on.
  beginTwoFactor: { ask: m('beginTwoFactor', 'BeginTwoFactorInput', () => ({})), needs: 'user', notWhileActing: true },
  enableTwoFactor: {
    ask: () => ({
      query: `mutation($begin: BeginTwoFactorInput!, $input: EnableTwoFactorInput!) {
        beginTwoFactor(input: $begin) { __typename } enableTwoFactor(input: $input) { __typename } }`,
      variables: { begin: {}, input: { code: 'no code' } },
    }),
    needs: 'user',
    except: Object.fromEntries(loggedIn.map((c) => [c, 'TWO_FACTOR_CODE_WRONG'])),
    notWhileActing: true,
  },
  disableTwoFactor: {
    ask: m('disableTwoFactor', 'PasswordInput', () => ({ password: 'correct horse battery' })),
    needs: 'user',
    notWhileActing: true,
  },
  // An address change: anyone's own (the link goes to the new address).
  requestEmailChange: {
    ask: m('requestEmailChange', 'RequestEmailChangeInput', () => ({
      email: `mx-moved-${randomUUID().slice(0, 8)}@example.com`,
      password: 'correct horse battery',
    })),
    needs: 'user',
    notWhileActing: true,
  },
  // Personal access tokens: anyone's own, for all their brands; revoking one that is not theirs changes nothing.
  createAccessToken: {
    ask: m('createAccessToken', 'CreateAccessTokenInput', () => ({ name: 'Matrix build' })),
    needs: 'user',
    notWhileActing: true,
  },
  revokeAccessToken: {
    ask: m('revokeAccessToken', 'RevokeAccessTokenInput', () => ({ id: toGlobalId('AccessToken', randomUUID()) })),
    needs: 'user',
  },
  renewRecoveryCodes: {
    ask: m('renewRecoveryCodes', 'PasswordInput', () => ({ password: 'correct horse battery' })),
    needs: 'user',
    except: Object.fromEntries(loggedIn.map((c) => [c, 'TWO_FACTOR_NOT_STARTED'])),
    notWhileActing: true,
  },
  // The admin area's actions on a user: refused to everyone else before the user is looked up.
  suspendUser: {
    ask: m('suspendUser', 'SuspendUserInput', (f) => ({ id: f.person, reason: 'Matrix' })),
    needs: 'admin',
  },
  reinstateUser: { ask: m('reinstateUser', 'AdminUserInput', (f) => ({ id: f.person })), needs: 'admin' },
  endUserSessions: { ask: m('endUserSessions', 'AdminUserInput', (f) => ({ id: f.person })), needs: 'admin' },
  sendUserLink: { ask: m('sendUserLink', 'SendUserLinkInput', (f) => ({ id: f.person, kind: 'login' })), needs: 'admin' },
  confirmAssetUpload: {
    ask: m('confirmAssetUpload', 'ConfirmAssetUploadInput', (f) => ({ id: f.asset })),
    needs: 'manageAssets',
    notFound: 'ASSET_NOT_FOUND',
  },
  createAsset: {
    ask: m('createAsset', 'CreateAssetInput', (f) => ({ brandId: f.brand, name: 'new.png', byteSize: 10 })),
    needs: 'manageAssets',
    notFound: 'BRAND_NOT_FOUND',
  },
  createBrand: {
    ask: m('createBrand', 'CreateBrandInput', () => ({ name: `Made ${randomUUID().slice(0, 6)}` })),
    needs: 'user',
  },
  createElement: {
    ask: m('createElement', 'CreateElementInput', (f) => ({ pageId: f.page, type: 'spacer' })),
    needs: 'editContent',
    notFound: 'PAGE_NOT_FOUND',
  },
  createPage: {
    ask: m('createPage', 'CreatePageInput', (f) => ({ brandId: f.brand, name: 'Another' })),
    needs: 'editContent',
    notFound: 'BRAND_NOT_FOUND',
  },
  createSharedLink: {
    ask: m('createSharedLink', 'CreateSharedLinkInput', (f) => ({ brand: f.brand, pages: [f.page] })),
    needs: 'manageLinks',
    notFound: 'BRAND_NOT_FOUND',
  },
  // Links are for those who manage them: readers who are not members do not see them.
  deleteSharedLink: {
    ask: m('deleteSharedLink', 'DeleteSharedLinkInput', (f) => ({ id: f.sharedLink })),
    needs: 'manageLinks',
    notFound: 'SHARED_LINK_NOT_FOUND',
    hiddenFromReaders: true,
  },
  updateSharedLink: {
    ask: m('updateSharedLink', 'UpdateSharedLinkInput', (f) => ({ id: f.sharedLink, validUntil: '2999-01-01T00:00:00Z' })),
    needs: 'manageLinks',
    notFound: 'SHARED_LINK_NOT_FOUND',
    hiddenFromReaders: true,
  },
  // A billing link offers the brand's plan: making, changing and revoking one is billing (owners), not managing links.
  'createSharedLink (billing)': {
    ask: m('createSharedLink', 'CreateSharedLinkInput', (f) => ({ brand: f.brand, withBilling: true })),
    needs: 'billing',
    notFound: 'BRAND_NOT_FOUND',
  },
  'updateSharedLink (billing)': {
    ask: m('updateSharedLink', 'UpdateSharedLinkInput', (f) => ({ id: f.billingLink, validUntil: '2999-01-01T00:00:00Z' })),
    needs: 'billing',
    notFound: 'SHARED_LINK_NOT_FOUND',
    hiddenFromReaders: true,
  },
  'deleteSharedLink (billing)': {
    ask: m('deleteSharedLink', 'DeleteSharedLinkInput', (f) => ({ id: f.billingLink })),
    needs: 'billing',
    notFound: 'SHARED_LINK_NOT_FOUND',
    hiddenFromReaders: true,
  },
  deleteAsset: {
    // The asset is shown in the page's gallery (readers see only shown assets): deleted with force.
    ask: m('deleteAsset', 'DeleteAssetInput', (f) => ({ id: f.asset, force: true })),
    needs: 'manageAssets',
    notFound: 'ASSET_NOT_FOUND',
  },
  deleteBrand: {
    ask: m('deleteBrand', 'DeleteBrandInput', (f) => ({ id: f.spareBrand })),
    needs: 'deleteBrand',
    notFound: 'BRAND_NOT_FOUND',
  },
  deleteElement: {
    ask: m('deleteElement', 'DeleteElementInput', (f) => ({ pageId: f.page, id: f.link })),
    needs: 'editContent',
    notFound: 'PAGE_NOT_FOUND',
  },
  deletePage: {
    ask: m('deletePage', 'DeletePageInput', (f) => ({ id: f.page })),
    needs: 'editContent',
    notFound: 'PAGE_NOT_FOUND',
  },
  duplicateElement: {
    ask: m('duplicateElement', 'DuplicateElementInput', (f) => ({ pageId: f.page, elementId: f.element })),
    needs: 'editContent',
    notFound: 'PAGE_NOT_FOUND',
  },
  // Only answers the brand (its tags are computed): anyone who reads it.
  refreshAssetTagsBrand: {
    ask: m('refreshAssetTagsBrand', 'RefreshAssetTagsBrandInput', (f) => ({ id: f.brand })),
    needs: 'read',
    notFound: 'BRAND_NOT_FOUND',
  },
  restoreAsset: {
    ask: m('restoreAsset', 'RestoreAssetInput', (f) => ({ id: f.deletedAsset })),
    needs: 'manageAssets',
    notFound: 'ASSET_NOT_FOUND',
    hiddenFromReaders: true,
  },
  restoreBrand: {
    ask: m('restoreBrand', 'RestoreBrandInput', (f) => ({ id: f.deletedBrand })),
    needs: 'deleteBrand',
    notFound: 'BRAND_NOT_FOUND',
    hiddenFromReaders: true,
  },
  restorePage: {
    ask: m('restorePage', 'RestorePageInput', (f) => ({ id: f.deletedPage })),
    needs: 'editContent',
    notFound: 'PAGE_NOT_FOUND',
    hiddenFromReaders: true,
  },
  // Whoever may read the page may say they are there (only members are shown to others).
  setPagePresence: {
    ask: m('setPagePresence', 'SetPagePresenceInput', (f) => ({ pageId: f.page, selecting: true })),
    needs: 'read',
    notFound: 'PAGE_NOT_FOUND',
  },
  sortElementsPage: {
    ask: m('sortElementsPage', 'SortElementsPageInput', (f) => ({ id: f.page, elementsOrder: [f.link, f.element] })),
    needs: 'editContent',
    notFound: 'PAGE_NOT_FOUND',
  },
  sortPagesBrand: {
    ask: m('sortPagesBrand', 'SortPagesBrandInput', (f) => ({ id: f.brand, pagesOrder: [f.page] })),
    needs: 'editContent',
    notFound: 'BRAND_NOT_FOUND',
  },
  updateAsset: {
    ask: m('updateAsset', 'UpdateAssetInput', (f) => ({ id: f.asset, name: 'Renamed' })),
    needs: 'manageAssets',
    notFound: 'ASSET_NOT_FOUND',
  },
  updateBrand: {
    ask: m('updateBrand', 'UpdateBrandInput', (f) => ({ id: f.brand, bio: 'New bio' })),
    needs: 'editContent',
    notFound: 'BRAND_NOT_FOUND',
  },
  updateElement: {
    ask: m('updateElement', 'UpdateElementInput', (f) => ({ pageId: f.page, elementId: f.element, height: 0.5 })),
    needs: 'editContent',
    notFound: 'PAGE_NOT_FOUND',
  },
  updatePage: {
    ask: m('updatePage', 'UpdatePageInput', (f) => ({ id: f.page, name: 'Renamed page' })),
    needs: 'editContent',
    notFound: 'PAGE_NOT_FOUND',
  },
};

/** Each query, asking for its own fixture's objects. */
const queries: Record<string, Operation> = {
  assets: {
    ask: (f) => ({ query: 'query($ids: [ID!]!) { assets(ids: $ids) { id } }', variables: { ids: [f.asset] } }),
    needs: 'read',
  },
  brand: { ask: (f) => ({ query: 'query($id: ID!) { brand(id: $id) { id } }', variables: { id: f.brand } }), needs: 'read' },
  brandBySlug: {
    ask: (f) => ({ query: 'query($s: String!) { brandBySlug(slug: $s) { id } }', variables: { s: f.slug } }),
    needs: 'read',
  },
  // The viewer's own brands: where they are a member.
  brands: { ask: () => ({ query: '{ brands { edges { node { id } } } }' }), needs: 'member' },
  // Deleted brands the viewer may restore.
  deletedBrands: { ask: () => ({ query: '{ deletedBrands { id } }' }), needs: 'deleteBrand' },
  elementUsages: {
    ask: (f) => ({
      query: 'query($p: ID!, $e: ID!) { elementUsages(pageId: $p, elementId: $e) { field } }',
      variables: { p: f.page, e: f.element },
    }),
    needs: 'read',
  },
  // Anyone with the link's token sees the invitation (before accepting the terms too).
  invitation: {
    ask: (f) => ({ query: 'query($t: String!) { invitation(token: $t) { brandName } }', variables: { t: f.invitationToken } }),
    needs: 'anyone',
    except: { strangerMissing: 'none', termsPending: 'data' },
  },
  node: { ask: (f) => ({ query: 'query($id: ID!) { node(id: $id) { id } }', variables: { id: f.page } }), needs: 'read' },
  page: {
    ask: (f) => ({
      query: 'query($b: String!, $p: String!) { page(brandSlug: $b, pageSlug: $p) { id } }',
      variables: { b: f.slug, p: f.pageSlug },
    }),
    needs: 'read',
  },
  // Whether AI help is set up: a fact of the server, anyone's.
  aiAvailable: { ask: () => ({ query: '{ aiAvailable }' }), needs: 'anyone' },
  // The public directory: anyone (its contents are public.int.spec's).
  publicBrands: { ask: () => ({ query: '{ publicBrands { totalCount } }' }), needs: 'anyone' },
  // Whether the session's own links to the brand all stopped working: a Boolean for anyone (false
  // here: the shared session's link works), the same whether the brand exists.
  sharedLinkEnded: {
    ask: (f) => ({ query: 'query($s: String!) { sharedLinkEnded(brandSlug: $s) }', variables: { s: f.slug } }),
    needs: 'anyone',
  },
  searchBrands: { ask: () => ({ query: '{ searchBrands(term: "mx") { totalCount } }' }), needs: 'admin' },
  searchUsers: { ask: () => ({ query: '{ searchUsers(term: "mx") { totalCount } }' }), needs: 'admin' },
  adminAudit: { ask: () => ({ query: '{ adminAudit { totalCount } }' }), needs: 'admin' },
  adminBrand: {
    ask: (f) => ({ query: 'query($id: ID!) { adminBrand(id: $id) { name } }', variables: { id: f.brand } }),
    needs: 'admin',
  },
  // Who they are: a session before the terms may ask this, and only this.
  viewer: { ask: () => ({ query: '{ viewer { id } }' }), needs: 'user', except: { termsPending: 'data' } },
};

/**
 * The callers, one column each: whether they are logged in and have accepted the terms, and their
 * access to the brand they ask about (the policy's BrandAccess). A new caller is one line here and
 * one in `asking` below (its client and fixture).
 */
interface CallerAccess {
  loggedIn: boolean;
  termsAccepted: boolean;
  access: BrandAccess;
  /** A site admin acting as themselves: `siteAdminGrants` on any brand, and the admin's operations. */
  siteAdmin?: boolean;
  /** An admin acting as the person (impersonation): the person's rights, but not the forbidden four. */
  acting?: boolean;
}
const nobody: BrandAccess = { role: null, brandPublic: false };
const callerAccess = {
  owner: { loggedIn: true, termsAccepted: true, access: { role: 'owner', brandPublic: false } },
  editor: { loggedIn: true, termsAccepted: true, access: { role: 'editor', brandPublic: false } },
  viewer: { loggedIn: true, termsAccepted: true, access: { role: 'viewer', brandPublic: false } },
  public: { loggedIn: true, termsAccepted: true, access: { role: null, brandPublic: true } },
  stranger: { loggedIn: true, termsAccepted: true, access: nobody },
  strangerMissing: { loggedIn: true, termsAccepted: true, access: nobody },
  anonymous: { loggedIn: false, termsAccepted: false, access: nobody },
  // A shared_link session (no account) opened with a link of the private brand to all its pages.
  shared: {
    loggedIn: false,
    termsAccepted: false,
    access: { role: null, brandPublic: false, shared: { allPages: true, pages: [] } },
  },
  termsPending: { loggedIn: true, termsAccepted: false, access: nobody },
  admin: { loggedIn: true, termsAccepted: true, access: nobody, siteAdmin: true },
  actingAdmin: { loggedIn: true, termsAccepted: true, access: { role: 'owner', brandPublic: false }, acting: true },
} satisfies Record<string, CallerAccess>;
type Caller = keyof typeof callerAccess;
const callers = Object.keys(callerAccess) as Caller[];

/** Whether the caller holds what the operation needs. */
function holds({ loggedIn, access, siteAdmin = false }: CallerAccess, needs: Need): boolean {
  if (needs === 'anyone') return true;
  if (needs === 'user') return loggedIn;
  if (needs === 'admin') return siteAdmin;
  if (needs === 'member') return loggedIn && access.role !== null;
  return can(access, needs) || (siteAdmin && siteAdminGrants.includes(needs));
}

/** A mutation's answer by the policy's order: logged in, terms, then the capability on the target. */
function mutationAnswer(op: Operation, caller: Caller): string {
  const c: CallerAccess = callerAccess[caller];
  if (!c.loggedIn) return 'UNAUTHENTICATED';
  if (!c.termsAccepted) return 'TERMS_NOT_ACCEPTED';
  if (holds(c, op.needs)) return 'ok';
  if (op.needs === 'admin' || op.needs === 'user' || op.needs === 'member') return 'FORBIDDEN';
  const seen = op.hiddenFromReaders ? { ...c.access, brandPublic: false } : c.access;
  return can(seen, 'read') ? 'FORBIDDEN' : op.notFound!;
}

/** A query's answer: terms first, then data for those who hold what it needs, nothing for the rest. */
function queryAnswer(op: Operation, caller: Caller): string {
  const c: CallerAccess = callerAccess[caller];
  if (c.loggedIn && !c.termsAccepted) return 'TERMS_NOT_ACCEPTED';
  if (op.needs === 'admin') return c.siteAdmin ? 'data' : 'FORBIDDEN';
  // A site admin reads no brand they are not a member of (the admin area reads its facts).
  const reads = holds({ ...c, siteAdmin: false }, op.needs);
  return (c.loggedIn || op.needs === 'anyone' || !!c.access.shared) && reads ? 'data' : 'none';
}

const expected = (ops: Record<string, Operation>, answer: (op: Operation, caller: Caller) => string) =>
  Object.fromEntries(
    Object.entries(ops).map(([name, op]) => [
      name,
      Object.fromEntries(
        callers.map((caller) => [
          caller,
          (callerAccess[caller] as CallerAccess).acting && op.notWhileActing
            ? 'NOT_WHILE_IMPERSONATING'
            : (op.except?.[caller] ?? answer(op, caller)),
        ]),
      ),
    ]),
  );
const expectedMutations = expected(mutations, mutationAnswer);
const expectedQueries = expected(queries, queryAnswer);

const isEmpty = (value: unknown): boolean => {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const edges = (value as { edges?: unknown[] }).edges;
    return Array.isArray(edges) && edges.length === 0;
  }
  return false;
};

describe.each(testDatabaseKinds())('the role matrix on %s', (kind) => {
  let db: TestDatabase;
  let app: RunningApp;
  let dataDir: string;
  const clients = {} as Record<
    | 'owner'
    | 'editor'
    | 'viewer'
    | 'stranger'
    | 'anonymous'
    | 'shared'
    | 'termsPending'
    | 'member'
    | 'asker'
    | 'unconfirmed'
    | 'admin'
    | 'acted'
    | 'actingAdmin',
    TestClient
  >;
  /** The owner's private brand, where the viewer is a member too. */
  let privateBrand: Fixture;
  /** A private brand where the editor is a member (their changes do not disturb the owner's). */
  let editorBrand: Fixture;
  let publicBrand: Fixture;
  /** A private brand the site admin is no member of. */
  let adminBrand: Fixture;
  /** The brand of the person an admin acts as (its owner). */
  let actedBrand: Fixture;
  const userIds = {} as Record<'editor' | 'viewer' | 'person', string>;

  async function gql<T>(client: TestClient, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const res = await client.graphql<T>(query, variables);
    if (res.errors) throw new Error(`${query}: ${JSON.stringify(res.errors)}`);
    return res.data!;
  }

  async function asset(brand: string, by: TestClient): Promise<string> {
    const created = await gql<{
      createAsset: { asset: { id: string }; uploadInfo: { action: string; fields: { name: string; value: string }[] } };
    }>(
      by,
      'mutation($input: CreateAssetInput!) { createAsset(input: $input) { asset { id } uploadInfo { action fields { name value } } } }',
      { input: { brandId: brand, name: 'logo.png', byteSize: PNG.length, tags: ['mx'] } },
    );
    const form = new FormData();
    for (const f of created.createAsset.uploadInfo.fields) form.append(f.name, f.value);
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'logo.png');
    const action = new URL(created.createAsset.uploadInfo.action, app.url);
    expect((await fetch(app.url + action.pathname + action.search, { method: 'POST', body: form })).status).toBe(204);
    const id = created.createAsset.asset.id;
    await gql(by, 'mutation($input: ConfirmAssetUploadInput!) { confirmAssetUpload(input: $input) { __typename } }', {
      input: { id },
    });
    // Processing appends its own event: wait for it, so that it cannot count as someone's change below.
    for (let i = 0; ; i++) {
      const read = await gql<{ node: { status: string } }>(by, 'query($id: ID!) { node(id: $id) { ... on Asset { status } } }', {
        id,
      });
      if (read.node.status === 'ready') return id;
      if (i > 400) throw new Error(`asset ${id} is still ${read.node.status}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** A brand, its deleted and spare brands, pages, elements and assets, made by the owner; `members` join each brand. */
  async function fixture(
    prefix: string,
    isPublic: boolean,
    members: { userId: string; role: MemberRole }[] = [],
    by: TestClient = clients.owner,
  ): Promise<Fixture> {
    const brandOf = async (name: string) => {
      const made = await gql<{ createBrand: { brand: { id: string; slug: string } } }>(
        by,
        'mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { id slug } } }',
        { input: { name } },
      );
      const { id, slug } = made.createBrand.brand;
      for (const member of members) await seedMember(app, id, member.userId, member.role);
      if (isPublic)
        await gql(by, 'mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { __typename } }', {
          input: { id, public: true },
        });
      return { id, slug };
    };
    const brand = await brandOf(`${prefix} brand`);
    const deletedBrand = (await brandOf(`${prefix} gone`)).id;
    await gql(by, 'mutation($input: DeleteBrandInput!) { deleteBrand(input: $input) { __typename } }', {
      input: { id: deletedBrand },
    });
    const spareBrand = (await brandOf(`${prefix} spare`)).id;
    const pageOf = async (name: string) =>
      (
        await gql<{ createPage: { page: { id: string; slug: string } } }>(
          by,
          'mutation($input: CreatePageInput!) { createPage(input: $input) { page { id slug } } }',
          { input: { brandId: brand.id, name } },
        )
      ).createPage.page;
    const page = await pageOf('Home');
    const deletedPage = (await pageOf('Old')).id;
    await gql(by, 'mutation($input: DeletePageInput!) { deletePage(input: $input) { __typename } }', {
      input: { id: deletedPage },
    });
    const element = async (type: string) =>
      (
        await gql<{ createElement: { element: { elementId: string } } }>(
          by,
          'mutation($input: CreateElementInput!) { createElement(input: $input) { element { elementId } } }',
          { input: { pageId: page.id, type } },
        )
      ).createElement.element.elementId;
    const target = await element('spacer');
    const link = await element('link');
    const removed = await element('color');
    await gql(by, 'mutation($input: DeleteElementInput!) { deleteElement(input: $input) { __typename } }', {
      input: { pageId: page.id, id: removed },
    });
    await gql(by, 'mutation($input: UpdateElementInput!) { updateElement(input: $input) { __typename } }', {
      input: { pageId: page.id, elementId: link, linkedElement: target },
    });
    const kept = await asset(brand.id, by);
    // Shown on a page, so that readers who are not members see it (the library's rule: canSeeAsset).
    const media = await pageOf('Media');
    const gallery = await gql<{ createElement: { element: { elementId: string } } }>(
      by,
      'mutation($input: CreateElementInput!) { createElement(input: $input) { element { elementId } } }',
      { input: { pageId: media.id, type: 'gallery' } },
    );
    await gql(by, 'mutation($input: UpdateElementInput!) { updateElement(input: $input) { __typename } }', {
      input: { pageId: media.id, elementId: gallery.createElement.element.elementId, assets: [kept] },
    });
    const deletedAsset = await asset(brand.id, by);
    await gql(by, 'mutation($input: DeleteAssetInput!) { deleteAsset(input: $input) { __typename } }', {
      input: { id: deletedAsset },
    });
    const shared = await gql<{ createSharedLink: { sharedLink: { id: string; token: string } } }>(
      by,
      'mutation($input: CreateSharedLinkInput!) { createSharedLink(input: $input) { sharedLink { id token } } }',
      { input: { brand: brand.id, accessAllPages: true } },
    );
    const billing = await gql<{ createSharedLink: { sharedLink: { id: string } } }>(
      by,
      'mutation($input: CreateSharedLinkInput!) { createSharedLink(input: $input) { sharedLink { id } } }',
      { input: { brand: brand.id, withBilling: true } },
    );
    const addUser = async (email: string) =>
      (
        await gql<{ addUserBrand: { brandUser: { id: string; invitationUrl: string | null } } }>(
          by,
          'mutation($input: AddUserBrandInput!) { addUserBrand(input: $input) { brandUser { id invitationUrl } } }',
          { input: { id: brand.id, email, role: 'viewer' } },
        )
      ).addUserBrand.brandUser;
    const member = await addUser('mx-member@example.com');
    expect(member.invitationUrl).toBeNull();
    // Registered with the address but never confirmed it: invited, not let in.
    const unconfirmed = await addUser('mx-unconfirmed@example.com');
    expect(unconfirmed.invitationUrl).not.toBeNull();
    if (!isPublic)
      expect(
        await gql<{ brand: unknown }>(clients.unconfirmed, 'query($id: ID!) { brand(id: $id) { id } }', { id: brand.id }),
      ).toEqual({ brand: null });
    const invitation = await addUser(`mx-invited-${prefix.toLowerCase()}@example.com`);
    await gql(clients.asker, 'mutation($input: RequestBrandAccessInput!) { requestBrandAccess(input: $input) { ok } }', {
      input: { brand: brand.slug, message: '' },
    });
    const requests = await gql<{ brand: { accessRequests: { id: string }[] } }>(
      by,
      'query($id: ID!) { brand(id: $id) { accessRequests { id } } }',
      { id: brand.id },
    );
    return {
      brand: brand.id,
      slug: brand.slug,
      deletedBrand,
      spareBrand,
      page: page.id,
      pageSlug: page.slug,
      deletedPage,
      element: target,
      link,
      removed,
      asset: kept,
      deletedAsset,
      sharedLink: shared.createSharedLink.sharedLink.id,
      billingLink: billing.createSharedLink.sharedLink.id,
      sharedLinkToken: shared.createSharedLink.sharedLink.token,
      member: member.id,
      invitation: invitation.id,
      invitationToken: invitation.invitationUrl!.split('/').pop()!,
      accessRequest: requests.brand.accessRequests[0]!.id,
      person: userIds.person,
    };
  }

  /** The same shape with ids that exist nowhere (and a slug nobody has). */
  const missing = (): Fixture => ({
    brand: toGlobalId('Brand', randomUUID()),
    slug: 'nobody-has-this',
    deletedBrand: toGlobalId('Brand', randomUUID()),
    spareBrand: toGlobalId('Brand', randomUUID()),
    page: toGlobalId('Page', randomUUID()),
    pageSlug: 'nothing',
    deletedPage: toGlobalId('Page', randomUUID()),
    element: randomUUID(),
    link: randomUUID(),
    removed: randomUUID(),
    asset: toGlobalId('Asset', randomUUID()),
    deletedAsset: toGlobalId('Asset', randomUUID()),
    sharedLink: toGlobalId('SharedLink', randomUUID()),
    billingLink: toGlobalId('SharedLink', randomUUID()),
    sharedLinkToken: randomUUID(),
    member: toGlobalId('BrandUser', `${randomUUID()}:${randomUUID()}`),
    invitation: toGlobalId('BrandUser', `${randomUUID()}:invitation:${randomUUID()}`),
    invitationToken: randomUUID(),
    accessRequest: toGlobalId('BrandAccessRequest', `${randomUUID()}:${randomUUID()}`),
    person: toGlobalId('User', randomUUID()),
  });

  const eventCount = async () => Number((await db.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM es_events'))[0]!.n);

  async function answer(client: TestClient, ask: { query: string; variables?: Record<string, unknown> }, mutation: boolean) {
    const res = await client.graphql(ask.query, ask.variables ?? {});
    const code = res.errors?.[0]?.extensions.code;
    if (code) return code;
    if (mutation) return 'ok';
    const value = Object.values(res.data ?? {})[0];
    return isEmpty(value) ? 'none' : 'data';
  }

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    dataDir = mkdtempSync(path.join(tmpdir(), 'bt-matrix-'));
    app = await startApp({ ...loadConfig({ PORT: '0', DATA_DIR: dataDir }), redisUrl: undefined }, db.sql);
    clients.owner = await new TestClient(app.url).signUp('mx-owner@example.com');
    clients.editor = await new TestClient(app.url).signUp('mx-editor@example.com');
    clients.viewer = await new TestClient(app.url).signUp('mx-viewer@example.com');
    clients.stranger = await new TestClient(app.url).signUp('mx-stranger@example.com');
    clients.termsPending = await new TestClient(app.url).signUp('mx-pending@example.com', undefined, { acceptTerms: false });
    clients.anonymous = new TestClient(app.url);
    clients.member = await new TestClient(app.url).signUp('mx-member@example.com');
    // Only an account that confirmed its address is added at once (the others are invited).
    await confirmAddress(app, 'mx-member@example.com');
    clients.unconfirmed = await new TestClient(app.url).signUp('mx-unconfirmed@example.com');
    clients.asker = await new TestClient(app.url).signUp('mx-asker@example.com');
    // The person the admin area's actions act on, and the admins: one acting as themselves, one as
    // the owner of a brand of the table's (whose own client makes that brand).
    const person = await new TestClient(app.url).signUp('mx-person@example.com');
    clients.acted = await new TestClient(app.url).signUp('mx-acted@example.com');
    for (const email of ['mx-admin@example.com', 'mx-acting-admin@example.com'])
      await createAdmin(app.services, email, 'correct horse battery', systemActor());
    for (const [who, email] of [
      ['admin', 'mx-admin@example.com'],
      ['actingAdmin', 'mx-acting-admin@example.com'],
    ] as const) {
      clients[who] = new TestClient(app.url);
      expect((await clients[who].post('/login', { email, password: 'correct horse battery' })).status).toBe(200);
      expect((await clients[who].post('/update-user', { termsAccepted: true })).status).toBe(200);
    }
    userIds.person = await person.viewerId();
    for (const who of ['editor', 'viewer'] as const)
      userIds[who] = (await gql<{ viewer: { id: string } }>(clients[who], '{ viewer { id } }')).viewer.id;
    privateBrand = await fixture('Private', false, [{ userId: userIds.viewer, role: 'viewer' }]);
    editorBrand = await fixture('Editor', false, [{ userId: userIds.editor, role: 'editor' }]);
    publicBrand = await fixture('Public', true);
    adminBrand = await fixture('Admin', false);
    actedBrand = await fixture('Acted', false, [], clients.acted);
    const acted = await clients.actingAdmin.post(`/login?_switch_user=${await clients.acted.viewerId()}`, {
      reason: 'The role matrix',
    });
    expect(acted.status).toBe(200);
    clients.shared = new TestClient(app.url);
    const opened = await clients.shared.post('/shared-link', { token: privateBrand.sharedLinkToken });
    expect(opened.status).toBe(200);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('covers every mutation and query of the schema', () => {
    const schema = createSchema();
    const operation = (row: string) => row.split(' ')[0]!;
    expect([...new Set(Object.keys(mutations).map(operation))].sort()).toEqual(
      Object.keys(schema.getMutationType()!.getFields()).sort(),
    );
    expect(Object.keys(queries).sort()).toEqual(Object.keys(schema.getQueryType()!.getFields()).sort());
  });

  /** Who asks, and about which fixture. */
  const asking = (caller: Caller): [TestClient, () => Fixture] => {
    switch (caller) {
      case 'owner':
        return [clients.owner, () => privateBrand];
      case 'editor':
        return [clients.editor, () => editorBrand];
      case 'viewer':
        return [clients.viewer, () => privateBrand];
      case 'public':
        return [clients.stranger, () => publicBrand];
      case 'stranger':
        return [clients.stranger, () => privateBrand];
      case 'strangerMissing':
        return [clients.stranger, missing];
      case 'anonymous':
        return [clients.anonymous, () => privateBrand];
      case 'shared':
        return [clients.shared, () => privateBrand];
      case 'termsPending':
        return [clients.termsPending, () => privateBrand];
      case 'admin':
        return [clients.admin, () => adminBrand];
      case 'actingAdmin':
        return [clients.actingAdmin, () => actedBrand];
    }
  };

  it('answers every query as the table says', async () => {
    const got: Record<string, Record<string, string>> = {};
    for (const [name, op] of Object.entries(queries)) {
      got[name] = {};
      for (const caller of callers) {
        const [client, target] = asking(caller);
        got[name][caller] = await answer(client, op.ask(target()), false);
      }
    }
    expect(got).toEqual(expectedQueries);
  });

  it('answers every mutation as the table says, and nobody changes anything the table refuses them', async () => {
    const got: Record<string, Record<string, string>> = {};
    for (const name of Object.keys(mutations)) got[name] = {};
    // The refusals first: none of them may answer ok or record anything.
    let refusals = 0;
    const unauthorised: string[] = [];
    for (const [name, op] of Object.entries(mutations)) {
      for (const caller of callers.filter((c) => expectedMutations[name]![c] !== 'ok')) {
        const [client, target] = asking(caller);
        const before = await eventCount();
        const answered = await answer(client, op.ask(target()), true);
        got[name]![caller] = answered;
        refusals++;
        if (answered === 'ok' || (await eventCount()) !== before) unauthorised.push(`${name} by ${caller}`);
      }
    }
    // Then those the table lets through, in an order where each succeeds: the order of elements
    // before elements are added, deletions after everything that uses what they delete.
    const order = [
      'sortElementsPage',
      ...Object.keys(mutations).filter((n) => n !== 'sortElementsPage' && !n.startsWith('delete')),
    ];
    order.push(
      'deleteElement',
      'deleteAsset',
      'deleteSharedLink',
      'deleteSharedLink (billing)',
      'deleteBrandUser',
      'deleteBrand',
      'deletePage',
    );
    expect([...order].sort()).toEqual(Object.keys(mutations).sort());
    for (const name of order)
      for (const caller of callers.filter((c) => expectedMutations[name]![c] === 'ok')) {
        const [client, target] = asking(caller);
        got[name]![caller] = await answer(client, mutations[name]!.ask(target()), true);
      }
    // The figure to watch: calls the table refuses that got through (answered ok or recorded events).
    console.log(`role matrix on ${kind}: ${refusals} refused calls, ${unauthorised.length} unauthorised successes`);
    expect(unauthorised).toEqual([]);
    expect(got).toEqual(expectedMutations);
  });
});
