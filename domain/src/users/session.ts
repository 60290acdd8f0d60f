import type { Locale } from '../locales';

/**
 * The user object of spec section 3: what `/login`, `/register` and `/update-user` answer, and
 * what the client keeps as its session. A shared link's session has no account behind it: type
 * `shared_link`, no email, terms accepted (spec 6: terms apply to type user only).
 */
export interface SessionUser {
  id: string;
  type: 'user' | 'shared_link';
  termsAccepted: boolean;
  email: string;
  admin: boolean;
  impersonated: boolean;
  /** While an admin acts as the user: the admin's address (the banner names both accounts). */
  impersonatorEmail?: string;
  scope: string[];
  /** The avatar's address (same origin), or null. */
  avatar: string | null;
  /** Whether the person confirmed the address theirs (false for a shared link's session). */
  emailVerified: boolean;
  /** The language of the account's mails (its choice; the UI's at registration). */
  locale: Locale;
}
