import { randomUUID } from 'node:crypto';
import { brandStream, type MemberRole } from '@brandtrail/domain';
import { systemActor } from '@brandtrail/workers';
import type { RunningApp } from '../app';
import { fromGlobalId } from '../graphql/relay';

const uuidOf = (id: string) => (/^[0-9a-f-]{36}$/i.test(id) ? id : fromGlobalId(id).id);

/**
 * Tests only, until the members feature has its commands: makes `userId` a member of the brand
 * with `role` by appending `BrandMemberAdded {userId, role}` (the event those commands record) to
 * the brand's stream, and waits until the read models show it. Ids are UUIDs or global ids.
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
        data: { userId: uuidOf(userId), role },
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
