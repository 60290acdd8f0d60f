import { randomUUID } from 'node:crypto';
import { brandStream, type MemberRole } from '@brandtrail/domain';
import { systemActor } from '@brandtrail/infra';
import type { RunningApp } from '../app';
import { fromGlobalId } from '../graphql/relay';

const uuidOf = (id: string) => (/^[0-9a-f-]{36}$/i.test(id) ? id : fromGlobalId(id).id);

/**
 * Tests only: makes `userId` a member of the brand with `role` at once, by appending the
 * `BrandMemberAdded` that `addUserBrand` records (without an owner to ask for it), and waits until
 * the read models show it. Ids are UUIDs or global ids.
 */
export async function seedMember(app: RunningApp, brandId: string, userId: string, role: MemberRole): Promise<void> {
  const { store, waiter } = app.services;
  const actor = systemActor();
  const result = await store.append(
    brandStream(uuidOf(brandId)),
    [
      {
        id: randomUUID(),
        type: 'BrandMemberAdded',
        data: { userId: uuidOf(userId), role, via: 'added' },
        metadata: {
          userId: actor.userId,
          impersonatorId: null,
          correlationId: actor.correlationId,
          causationId: null,
          time: actor.now.toISOString(),
          locale: actor.locale,
        },
      },
    ],
    'stream_exists',
  );
  if (!(await waiter.waitFor(result.position, ['BrandMemberAdded']))) throw new Error('the brands read model did not catch up');
}

/**
 * Tests only: confirms the address of the account registered with `email`, as following the link
 * mailed at registration does (a link issued here, followed through `POST /verify-email`), so that
 * `addUserBrand` adds it at once.
 */
export async function confirmAddress(app: RunningApp, email: string): Promise<void> {
  const user = await app.services.users.byEmail(email);
  if (!user) throw new Error(`no account for ${email}`);
  const { token } = await app.services.tokens.issue('verify', user.id);
  const res = await fetch(`${app.url}/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (res.status !== 200) throw new Error(`POST /verify-email answered ${res.status}`);
}
