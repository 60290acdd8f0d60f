import { createHash, randomUUID } from 'node:crypto';
import type { Actor } from '@brandtrail/infra';

/**
 * The id of what a create makes. With a `clientMutationId` (Relay's input field) it is derived
 * from the acting user, the kind of thing, the scope it is created in (the brand of a page, the
 * page of an element) and that id, so that a create the client repeats (its answer was lost, or it
 * timed out) names the same aggregate again and answers with the first result instead of making a
 * duplicate; another user's same clientMutationId names something else. Without one, a new random
 * id. The derived id is a UUID of version 8 (RFC 9562's custom kind), bits from SHA-256.
 */
export function createdId(actor: Actor, kind: string, scope: string, clientMutationId: string | null | undefined): string {
  if (!clientMutationId) return randomUUID();
  const hex = createHash('sha256')
    .update(JSON.stringify([kind, actor.userId, scope, clientMutationId]))
    .digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * What a create answers with: the aggregate's id and state after the command (or after the first
 * create, for a repeat), and whether the read models show it yet (else the answer is made from
 * `state`).
 */
export interface Created<S> {
  id: string;
  state: S;
  projected: boolean;
}
