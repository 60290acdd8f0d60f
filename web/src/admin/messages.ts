import { defineMessage, defineMessages } from 'react-intl';

export const adminMessages = defineMessages({
  title: { id: 'admin.title', defaultMessage: 'Admin' },
  intro: {
    id: 'admin.intro',
    defaultMessage: 'Find users and brands, act as a user to help them, and read what admins did.',
  },
  searchLabel: { id: 'admin.searchLabel', defaultMessage: 'Search users and brands' },
  searchPlaceholder: { id: 'admin.searchPlaceholder', defaultMessage: 'Email address, brand name or address' },
  search: { id: 'admin.search', defaultMessage: 'Search' },
  users: defineMessage<{ count: number }>({ id: 'admin.users', defaultMessage: '{count, plural, one {# user} other {# users}}' }),
  brands: defineMessage<{ count: number }>({
    id: 'admin.brands',
    defaultMessage: '{count, plural, one {# brand} other {# brands}}',
  }),
  noUsers: defineMessage<{ term: string }>({ id: 'admin.noUsers', defaultMessage: 'No address contains “{term}”.' }),
  noBrands: defineMessage<{ term: string }>({
    id: 'admin.noBrands',
    defaultMessage: 'No brand name or address contains “{term}”.',
  }),
  adminBadge: { id: 'admin.adminBadge', defaultMessage: 'Admin' },
  unverified: { id: 'admin.unverified', defaultMessage: 'Address not confirmed' },
  deleted: { id: 'admin.deleted', defaultMessage: 'Deleted' },
  lastChange: defineMessage<{ date: string }>({ id: 'admin.lastChange', defaultMessage: 'Last change {date}' }),
  actAs: { id: 'admin.actAs', defaultMessage: 'Act as this user' },
  actAsTitle: defineMessage<{ email: string }>({ id: 'admin.actAsTitle', defaultMessage: 'Act as {email}' }),
  actAsIntro: {
    id: 'admin.actAsIntro',
    defaultMessage:
      'You will see and do what this person may, for an hour at most. Everything you change carries your name and theirs, and the person sees “an admin acting as you” in their brands’ activity.',
  },
  reason: { id: 'admin.reason', defaultMessage: 'Why?' },
  reasonHint: defineMessage<{ min: number }>({
    id: 'admin.reasonHint',
    defaultMessage: 'At least {min} characters, for example a ticket number. It goes in the audit log.',
  }),
  actAsConfirm: { id: 'admin.actAsConfirm', defaultMessage: 'Act as this user' },
  cancel: { id: 'admin.cancel', defaultMessage: 'Cancel' },
  audit: { id: 'admin.audit', defaultMessage: 'Audit log' },
  auditIntro: {
    id: 'admin.auditIntro',
    defaultMessage:
      'Every action of an admin on a user: acting as them (with why and how many changes they made meanwhile), suspending, logging out, sending links. Newest first.',
  },
  auditEmpty: { id: 'admin.auditEmpty', defaultMessage: 'No admin has acted on a user yet.' },
  auditLine: defineMessage<{ kind: string; admin: string; user: string }>({
    id: 'admin.auditLine',
    defaultMessage:
      '{kind, select, impersonation {{admin} acted as {user}} suspension {{admin} suspended {user}} reinstatement {{admin} reinstated {user}} sessions_ended {{admin} logged {user} out everywhere} login_link {{admin} sent {user} a sign-in link} reset_link {{admin} sent {user} a password reset link} other {{admin} acted on {user}}}',
  }),
  auditEnded: defineMessage<{ date: string }>({ id: 'admin.auditEnded', defaultMessage: 'ended {date}' }),
  auditOngoing: { id: 'admin.auditOngoing', defaultMessage: 'still acting' },
  auditRanOut: defineMessage<{ date: string }>({ id: 'admin.auditRanOut', defaultMessage: 'ran out {date}' }),
  auditChanges: defineMessage<{ count: number }>({
    id: 'admin.auditChanges',
    defaultMessage: '{count, plural, =0 {no changes} one {# change} other {# changes}}',
  }),
  banner: defineMessage<{ user: string; admin: string }>({
    id: 'admin.banner',
    defaultMessage: 'You are acting as {user}. You are signed in as {admin}.',
  }),
  exit: { id: 'admin.exit', defaultMessage: 'Exit' },
  openUser: defineMessage<{ email: string }>({ id: 'admin.openUser', defaultMessage: 'Open the page of {email}' }),
  suspendedBadge: { id: 'admin.suspendedBadge', defaultMessage: 'Suspended' },
  showMore: defineMessage<{ shown: number; total: number }>({
    id: 'admin.showMore',
    defaultMessage: 'Show more ({shown} of {total} shown)',
  }),
  refine: defineMessage<{ shown: number; total: number }>({
    id: 'admin.refine',
    defaultMessage: 'The first {shown} of {total} are shown: search for more of the address or name to find the others.',
  }),
  openBrand: defineMessage<{ name: string }>({ id: 'admin.openBrand', defaultMessage: 'Open the admin page of {name}' }),
  publicBadge: { id: 'admin.brand.public', defaultMessage: 'Public' },
  brandDeletedNotice: defineMessage<{ date: string }>({
    id: 'admin.brand.deletedNotice',
    defaultMessage: 'Deleted {date}: its owners can restore it from their brand list, or you can restore it here.',
  }),
  restoreBrand: { id: 'admin.brand.restore', defaultMessage: 'Restore brand' },
  brandRestored: defineMessage<{ brand: string }>({
    id: 'admin.brand.restored',
    defaultMessage: '“{brand}” is back, with every page and file it had.',
  }),
  makeOwner: { id: 'admin.brand.makeOwner', defaultMessage: 'Make owner' },
  makeOwnerLabel: defineMessage<{ name: string }>({ id: 'admin.brand.makeOwnerLabel', defaultMessage: 'Make {name} an owner' }),
  makeOwnerTitle: defineMessage<{ name: string }>({ id: 'admin.brand.makeOwnerTitle', defaultMessage: 'Make {name} an owner?' }),
  makeOwnerBody: defineMessage<{ name: string; brand: string }>({
    id: 'admin.brand.makeOwnerBody',
    defaultMessage:
      '{name} gets every right on “{brand}”: members, billing and deleting the brand. Owners it has now stay owners. The brand’s activity names you as the one who did it.',
  }),
  ownerMade: defineMessage<{ name: string; brand: string }>({
    id: 'admin.brand.ownerMade',
    defaultMessage: '{name} is an owner of “{brand}” now.',
  }),
  brandFacts: { id: 'admin.brand.facts', defaultMessage: 'What it holds' },
  createdLabel: { id: 'admin.brand.created', defaultMessage: 'Created' },
  lastChangeLabel: { id: 'admin.brand.lastChange', defaultMessage: 'Last change' },
  pagesLabel: { id: 'admin.brand.pages', defaultMessage: 'Pages' },
  assetsLabel: { id: 'admin.brand.assets', defaultMessage: 'Files' },
  storageLabel: { id: 'admin.brand.storage', defaultMessage: 'Storage used' },
  eventsLabel: { id: 'admin.brand.events', defaultMessage: 'Recorded changes (events)' },
  planTitle: { id: 'admin.brand.planTitle', defaultMessage: 'Plan' },
  planIntro: {
    id: 'admin.brand.planIntro',
    defaultMessage: 'Without a payment provider, plans are set here by hand.',
  },
  planLabel: { id: 'admin.brand.planLabel', defaultMessage: 'Plan' },
  setPlan: { id: 'admin.brand.setPlan', defaultMessage: 'Set plan' },
  planSet: defineMessage<{ plan: string }>({ id: 'admin.brand.planSet', defaultMessage: 'The brand is on {plan} now.' }),
  brandMembers: defineMessage<{ count: number }>({
    id: 'admin.brand.members',
    defaultMessage: '{count, plural, one {# member} other {# members}}',
  }),
  brandActivity: { id: 'admin.brand.activity', defaultMessage: 'Recent activity' },
  noActivity: { id: 'admin.brand.noActivity', defaultMessage: 'Nothing recorded yet.' },
  activityLine: defineMessage<{ kind: string; source: string }>({
    id: 'admin.brand.activityLine',
    defaultMessage:
      '{kind, select, created {Created} edit {Edited} undo {Undone} redo {Redone} revert {Restored to a moment} deleted {Deleted} restored {Restored} settings {Settings changed} order {Page order changed} version {Version named} other {Changed}} {source, select, page {(a page)} other {(the brand)}}',
  }),
  system: { id: 'admin.brand.system', defaultMessage: 'the system' },
  actingAdminNote: defineMessage<{ admin: string }>({
    id: 'admin.brand.actingAdmin',
    defaultMessage: 'done by {admin} acting as them',
  }),
  back: { id: 'admin.back', defaultMessage: 'Back to the admin area' },
  userFacts: { id: 'admin.user.facts', defaultMessage: 'Account' },
  displayName: { id: 'admin.user.displayName', defaultMessage: 'Name' },
  noName: { id: 'admin.user.noName', defaultMessage: 'None given' },
  registered: { id: 'admin.user.registered', defaultMessage: 'Registered' },
  lastLogIn: { id: 'admin.user.lastLogIn', defaultMessage: 'Last log-in' },
  never: { id: 'admin.user.never', defaultMessage: 'Not in the last 180 days' },
  aiUsage: { id: 'admin.user.aiUsage', defaultMessage: 'AI help, last 30 days' },
  aiRequests: defineMessage<{ count: number }>({
    id: 'admin.user.aiRequests',
    defaultMessage: '{count, plural, =0 {no requests} one {# request} other {# requests}}',
  }),
  memberships: { id: 'admin.user.memberships', defaultMessage: 'Brands' },
  noMemberships: { id: 'admin.user.noMemberships', defaultMessage: 'Not a member of any brand.' },
  userAudit: { id: 'admin.user.audit', defaultMessage: 'What admins did' },
  actions: { id: 'admin.user.actions', defaultMessage: 'Actions' },
  suspend: { id: 'admin.user.suspend', defaultMessage: 'Suspend…' },
  suspendTitle: defineMessage<{ email: string }>({ id: 'admin.user.suspendTitle', defaultMessage: 'Suspend {email}' }),
  suspendIntro: {
    id: 'admin.user.suspendIntro',
    defaultMessage:
      'Every browser of this person is logged out at once, and log-in is refused with a message until you reinstate the account. Their brands, pages and files stay as they are.',
  },
  suspendConfirm: { id: 'admin.user.suspendConfirm', defaultMessage: 'Suspend account' },
  suspended: { id: 'admin.user.suspended', defaultMessage: 'The account is suspended.' },
  suspendedNotice: {
    id: 'admin.user.suspendedNotice',
    defaultMessage: 'Suspended: this person cannot log in until the account is reinstated.',
  },
  reinstate: { id: 'admin.user.reinstate', defaultMessage: 'Reinstate' },
  reinstated: { id: 'admin.user.reinstated', defaultMessage: 'The account is reinstated: the person can log in again.' },
  endSessions: { id: 'admin.user.endSessions', defaultMessage: 'Log out everywhere…' },
  endSessionsTitle: defineMessage<{ email: string }>({
    id: 'admin.user.endSessionsTitle',
    defaultMessage: 'Log {email} out everywhere?',
  }),
  endSessionsIntro: {
    id: 'admin.user.endSessionsIntro',
    defaultMessage: 'Every browser of this person is logged out. They can log in again with their password or a sign-in link.',
  },
  endSessionsConfirm: { id: 'admin.user.endSessionsConfirm', defaultMessage: 'Log out everywhere' },
  sessionsEnded: { id: 'admin.user.sessionsEnded', defaultMessage: 'Every browser of this person is logged out.' },
  sendLogin: { id: 'admin.user.sendLogin', defaultMessage: 'Send sign-in link' },
  sendReset: { id: 'admin.user.sendReset', defaultMessage: 'Send password reset link' },
  linkSent: defineMessage<{ email: string }>({
    id: 'admin.user.linkSent',
    defaultMessage: 'A link is on its way to {email}, in their language.',
  }),
});
