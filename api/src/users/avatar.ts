import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { avatarKey, fail, userDecider, userStream } from '@brandtrail/domain';
import { log, type Actor } from '@brandtrail/infra';
import type { UserRow } from '@brandtrail/projections';
import { readBody } from '../http/input';
import type { Services } from '../services';
import { toGlobalId } from '../graphql/relay';
import { AVATAR_MAX_BYTES, squareAvatar } from './avatarPicture';

/**
 * Avatars: a user's picture, theirs alone (the users aggregate's `UserAvatarChanged {key|null}`).
 * `PUT /account/avatar` takes the picture itself as the body (PNG, JPEG, WebP or GIF by its bytes,
 * at most AVATAR_MAX_BYTES; an animation's first frame), stores it as a square WebP under a key of
 * its own (`avatars/<user id>/<random id>.webp`) and records it; `DELETE /account/avatar` removes
 * it. The picture replaced or removed is deleted from the blob store afterwards (best effort: a
 * failure leaves a file nothing names). Neither a form nor `fetch` without CORS can send a PUT or
 * DELETE across sites, so these routes are safe from CSRF like the JSON POSTs.
 *
 * The picture's address is `/avatars/<user id>/<random id>.webp` (`avatarUrlOf`), stable for as long
 * as the picture is the user's: the session user and `User.avatar` carry it, and the API answers it
 * with a redirect to a signed link of the blob store. It is as secret as its random id: handed to
 * the user and to whoever is shown the user (a brand's members).
 */

/** The avatar's address for a users read-model row (null when the user has none). */
export const avatarUrlOf = (user: Pick<UserRow, 'avatar'>): string | null => (user.avatar ? `/${user.avatar}` : null);

/**
 * A user as others see them beside a brand (GraphQL's BrandUserAccount: members, access requests,
 * presence): id, address, avatar and display name; an account the users read model does not hold
 * (yet) shows with an empty address.
 */
export const accountView = (userId: string, user: Pick<UserRow, 'email' | 'avatar' | 'displayName'> | undefined) => ({
  id: toGlobalId('User', userId),
  email: user?.email ?? '',
  avatar: user ? avatarUrlOf(user) : null,
  displayName: user?.displayName ?? '',
});

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const AVATAR_PATH = new RegExp(`^/avatars/(${UUID})/(${UUID})\\.webp$`);
/** How long a browser keeps the redirect (well within the signed link's hour). */
const REDIRECT_MAX_AGE_S = 600;
const SIGNED_LINK_S = 3600;

async function replaceAvatar(s: Services, actor: Actor, key: string | null): Promise<void> {
  const userId = actor.userId ?? fail('UNAUTHENTICATED');
  const before = (await s.users.byId(userId))?.avatar ?? null;
  await s.execute(userDecider, userStream(userId), { type: 'ChangeAvatar', key }, actor);
  if (before && before !== key) {
    await s.blobs
      .delete(before)
      .catch((error: unknown) => log.warn('an old avatar was not deleted', { key: before, error: String(error) }));
  }
}

/** PUT /account/avatar: the request's body is the picture. */
export async function uploadAvatar(s: Services, req: IncomingMessage, actor: Actor): Promise<void> {
  if (!actor.userId) fail('UNAUTHENTICATED');
  const bytes = await readBody(req, AVATAR_MAX_BYTES, 'AVATAR_TOO_LARGE');
  const result = await squareAvatar(bytes);
  if (!result.ok) {
    if (result.reason === 'type') fail('AVATAR_TYPE_UNSUPPORTED');
    if (result.reason === 'pixels') fail('AVATAR_TOO_LARGE', { max: '268 MP' });
    fail('AVATAR_INVALID');
  }
  const key = avatarKey(actor.userId, randomUUID());
  await s.blobs.put(key, result.webp, 'image/webp');
  await replaceAvatar(s, actor, key);
}

/** DELETE /account/avatar. */
export const removeAvatar = (s: Services, actor: Actor): Promise<void> => replaceAvatar(s, actor, null);

/**
 * GET /avatars/<user id>/<id>.webp: a redirect to a signed link of the picture while it is the
 * user's avatar, else the not-found answer (JSON, as for any unknown route). Answers true when the
 * path is an avatar's.
 */
export async function routeAvatar(s: Services, pathname: string, res: ServerResponse): Promise<boolean> {
  const match = AVATAR_PATH.exec(pathname);
  if (!match) return false;
  const key = avatarKey(match[1]!, match[2]!);
  const user = await s.cache.get(`user:${match[1]}`, ['users'], () => s.users.byId(match[1]!));
  if (user?.avatar !== key) fail('NOT_FOUND');
  res.writeHead(302, {
    location: await s.blobs.presignGet(key, SIGNED_LINK_S, { contentType: 'image/webp' }),
    'cache-control': `private, max-age=${REDIRECT_MAX_AGE_S}`,
  });
  res.end();
  return true;
}
