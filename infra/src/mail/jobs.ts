import type { Locale, MemberRole } from '@brandtrail/domain';

/**
 * The mail jobs: what the API and the workers' reactors enqueue and the workers' mail handler sends.
 * They live here, beside the mail port, so that the API enqueues them without loading the workers.
 */

/** The queue of outgoing mail. */
export const MAIL_QUEUE = 'mail';

/** Mail retries: 5 s, 10 s, 20 s, ... about 10 minutes in all before the job fails. */
export const MAIL_ATTEMPTS = 8;
export const MAIL_BACKOFF_MS = 5000;

export interface WelcomeMailJob {
  kind: 'welcome';
  to: string;
  locale: Locale;
  /** The address of the app, linked from the mail (config.publicUrl). */
  appUrl: string;
}

/**
 * Mails with a single-use account link, enqueued by the API (not by a reactor: the token exists
 * only in the request that issued it). The link carries the secret, so these job data are secrets
 * too: they are never logged, and the link expires long before BullMQ forgets the job.
 */
export interface ResetPasswordMailJob {
  kind: 'reset-password';
  to: string;
  locale: Locale;
  /** `${publicUrl}/reset-password/{token}` */
  link: string;
}

export interface LoginLinkMailJob {
  kind: 'login-link';
  to: string;
  locale: Locale;
  /** `${publicUrl}/login/{token}` */
  link: string;
}

/** How long the link that confirms an account's address works. */
export const VERIFY_EMAIL_DAYS = 7;

/** The link that confirms the account's address (mailed at registration, and again on request). */
export interface VerifyEmailMailJob {
  kind: 'verify-email';
  to: string;
  locale: Locale;
  /** `${publicUrl}/verify-email/{token}` */
  link: string;
}

/** How long the link that confirms a new address, and the one that undoes the change, work. */
export const EMAIL_CHANGE_HOURS = 24;
export const EMAIL_UNDO_DAYS = 7;

/** To the new address: the link that makes it the account's (`${publicUrl}/confirm-email/{token}`). */
export interface EmailChangeMailJob {
  kind: 'email-change';
  to: string;
  locale: Locale;
  link: string;
}

/** To the old address, once the change is made: what it changed to, and the link that undoes it (`/undo-email/{token}`). */
export interface EmailChangedMailJob {
  kind: 'email-changed';
  to: string;
  locale: Locale;
  link: string;
  newEmail: string;
}

export type AccountMailJob =
  ResetPasswordMailJob | LoginLinkMailJob | VerifyEmailMailJob | EmailChangeMailJob | EmailChangedMailJob;

/**
 * Mails about brand members: "you were added", the invitation (with its link), an access request
 * to the brand's managers, the answer to the requester. The reactor writes the whole mail into
 * the job (brand name, addresses and links as they are when it reacts), so the handler only sends.
 */
export type MemberMailJob =
  | { kind: 'member-added'; to: string; locale: Locale; brandName: string; role: MemberRole; link: string }
  | { kind: 'invitation'; to: string; locale: Locale; brandName: string; role: MemberRole; link: string }
  | {
      kind: 'access-requested';
      to: string;
      locale: Locale;
      brandName: string;
      requester: string;
      message: string;
      link: string;
    }
  | {
      kind: 'access-answered';
      to: string;
      locale: Locale;
      brandName: string;
      approved: boolean;
      role: MemberRole | null;
      link: string;
    };

/** Every kind of mail job; one handler sends them all. Each is in its recipient's language (see the workers' mails). */
export type MailJob = WelcomeMailJob | AccountMailJob | MemberMailJob;
