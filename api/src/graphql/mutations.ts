import type { GraphQLFieldResolver } from 'graphql';
import { fail } from '@brandtrail/domain';
import { mutationRef } from '@brandtrail/infra';
import type { Context } from './context';

/** The longest clientMutationId taken (a UUID is 36 characters). */
export const CLIENT_MUTATION_ID_MAX = 100;

/**
 * Every mutation, done once per `clientMutationId` (issue 24, 21): the one place that turns a
 * logged-in user's `input.clientMutationId` into the mutation's record (infra's commands/mutations.ts),
 * which the actor carries into every command the resolver hands to the command handler. The
 * handler records each command under it in the same atomic append as the command's events, and a
 * repeat (the same user, id and input) answers from what is recorded without recording anything
 * again; the same id with another input is refused (MUTATION_ID_REUSED). Without an id, or for a
 * session without a user, the resolver runs as it is.
 */
export function recordedOnce(resolve: GraphQLFieldResolver<unknown, Context>): GraphQLFieldResolver<unknown, Context> {
  return (parent, args: { input?: Record<string, unknown> }, ctx, info) => {
    const input = args.input;
    const id = input?.clientMutationId;
    if (typeof id !== 'string' || id === '' || !ctx.viewer) return resolve(parent, args, ctx, info);
    if (id.length > CLIENT_MUTATION_ID_MAX) fail('VALIDATION');
    const mutation = mutationRef(ctx.viewer.user.id, id, info.fieldName, input!);
    return resolve(parent, args, { ...ctx, actor: { ...ctx.actor, mutation } }, info);
  };
}
