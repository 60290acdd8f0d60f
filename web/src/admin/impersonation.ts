import type { SessionUser } from '@brandtrail/domain/users/session';
import { postJson } from '../http/api';
import { sessionChanged } from '../routing/viewer';

/**
 * Begins acting as a user (an admin, with the reason the audit log keeps): the session becomes
 * the user's, with both ids, for an hour at most.
 */
export async function actAs(userId: string, reason: string): Promise<SessionUser> {
  const user = await postJson<SessionUser>(`/login?_switch_user=${encodeURIComponent(userId)}`, { reason });
  sessionChanged(user);
  return user;
}

/** Stops acting as the user: the admin's own session again (the caller goes to /admin, spec 4). */
export async function exitImpersonation(): Promise<SessionUser> {
  const admin = await postJson<SessionUser>('/login?_switch_user=_exit', {});
  sessionChanged(admin);
  return admin;
}
