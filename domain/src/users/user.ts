import { fail, type Decider, type DomainEvent } from '../decider';

export type UserType = 'user';

export type UserEvent =
  | DomainEvent<'UserRegistered', { email: string; passwordHash: string; type: UserType }>
  | DomainEvent<'UserTermsAccepted', Record<string, never>>
  | DomainEvent<'UserAdminGranted', Record<string, never>>
  | DomainEvent<'UserPasswordChanged', { passwordHash: string }>;

export type UserCommand =
  | { type: 'RegisterUser'; email: string; passwordHash: string }
  | { type: 'AcceptTerms' }
  | { type: 'GrantAdmin' }
  | { type: 'ChangePassword'; passwordHash: string };

export interface UserState {
  exists: boolean;
  email: string;
  passwordHash: string;
  type: UserType;
  termsAccepted: boolean;
  admin: boolean;
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
/** The longest address SMTP carries (RFC 5321's path limit less the brackets). */
export const EMAIL_MAX = 254;
// No white space, no control characters (the database cannot store U+0000), one @, a dot after it.
const EMAIL = /^[^\s@\u0000-\u001f\u007f]+@[^\s@\u0000-\u001f\u007f]+\.[^\s@\u0000-\u001f\u007f]+$/;

/**
 * Trims and lower-cases an address, or fails with EMAIL_INVALID. The length is checked before the
 * pattern: on a long string of dots the pattern backtracks quadratically (a 900 KB address held the
 * event loop for minutes).
 */
export function normaliseEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > EMAIL_MAX || !EMAIL.test(email)) fail('EMAIL_INVALID');
  return email;
}

/** Checked before hashing, so that a bad password never costs an argon2 run. */
export function checkPassword(password: string): void {
  if (password.length < PASSWORD_MIN) fail('PASSWORD_TOO_SHORT', { min: PASSWORD_MIN });
  if (password.length > PASSWORD_MAX) fail('PASSWORD_TOO_LONG', { max: PASSWORD_MAX });
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: { exists: false, email: '', passwordHash: '', type: 'user', termsAccepted: false, admin: false },
  evolve: (state, event) => {
    switch (event.type) {
      case 'UserRegistered':
        return { ...state, exists: true, email: event.data.email, passwordHash: event.data.passwordHash, type: event.data.type };
      case 'UserTermsAccepted':
        return { ...state, termsAccepted: true };
      case 'UserAdminGranted':
        return { ...state, admin: true };
      case 'UserPasswordChanged':
        return { ...state, passwordHash: event.data.passwordHash };
    }
  },
  decide: (command, state, ctx) => {
    if (command.type === 'RegisterUser') {
      if (state.exists) fail('EMAIL_TAKEN');
      return [
        {
          type: 'UserRegistered',
          data: { email: normaliseEmail(command.email), passwordHash: command.passwordHash, type: 'user' },
        },
      ];
    }
    if (!state.exists) fail('NOT_FOUND');
    switch (command.type) {
      case 'AcceptTerms':
        return state.termsAccepted ? [] : [{ type: 'UserTermsAccepted', data: {} }];
      case 'GrantAdmin':
        // Granted from the command line (no acting user) or by another admin.
        if (ctx.userId !== null && !ctx.admin) fail('FORBIDDEN');
        return state.admin ? [] : [{ type: 'UserAdminGranted', data: {} }];
      case 'ChangePassword':
        return [{ type: 'UserPasswordChanged', data: { passwordHash: command.passwordHash } }];
    }
  },
};
