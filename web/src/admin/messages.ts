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
      'Every time an admin acted as a user: who, whom, when, why and how many changes they made meanwhile. Newest first.',
  },
  auditEmpty: { id: 'admin.auditEmpty', defaultMessage: 'No admin has acted as a user yet.' },
  auditLine: defineMessage<{ admin: string; user: string }>({ id: 'admin.auditLine', defaultMessage: '{admin} acted as {user}' }),
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
});
