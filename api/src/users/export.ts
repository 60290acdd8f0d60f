import { fail, userStream } from '@brandtrail/domain';
import type { Viewer } from '../graphql/context';
import type { Services } from '../services';
import { avatarUrlOf } from './avatar';

/** The most history entries an export lists (the newest). */
export const EXPORT_CHANGES_MAX = 50_000;

/**
 * "Export my data" (issue 28): a JSON file of the person's account (never the password's hash or
 * any secret), their memberships, the browsers and tokens that can act for them, their account's
 * own events, and what they changed in brands and pages (the history's entries of theirs, newest
 * first). The person themself only: an admin acting as them gets none.
 */
export async function accountExport(s: Services, viewer: Viewer | null, now: Date): Promise<string> {
  if (!viewer) fail('UNAUTHENTICATED');
  if (viewer.session.impersonatorId) fail('FORBIDDEN');
  const user = (await s.users.byId(viewer.user.id)) ?? viewer.user;
  const events = (await s.store.readStream(userStream(user.id))).map((e) => {
    const data = { ...(e.data as Record<string, unknown>) };
    delete data.passwordHash;
    return { type: e.type, at: e.metadata.time, data };
  });
  const data = {
    exportedAt: now.toISOString(),
    account: {
      id: user.id,
      email: user.email,
      displayName: user.displayName,
      locale: user.locale,
      emailVerified: user.emailVerified,
      twoFactor: user.twoFactor,
      admin: user.admin,
      avatar: avatarUrlOf(user),
      registeredAt: new Date(user.createdAt).toISOString(),
    },
    memberships: (await s.brands.membershipsOf(user.id)).map(({ brandId, name, slug, role, deleted }) => ({
      brandId,
      name,
      slug,
      role,
      deleted,
    })),
    sessions: (await s.sessions.listForUser(user.id, now)).map(({ userAgent, address, createdAt, lastSeenAt }) => ({
      userAgent,
      address,
      createdAt,
      lastSeenAt,
    })),
    accessTokens: (await s.accessTokens.list(user.id)).map(({ name, brandIds, createdAt, expiresAt, lastUsedAt }) => ({
      name,
      brandIds,
      createdAt,
      expiresAt,
      lastUsedAt,
    })),
    accountEvents: events,
    changes: await s.history.writtenBy(user.id, EXPORT_CHANGES_MAX),
  };
  return `${JSON.stringify(data, null, 2)}\n`;
}
