import type { Context } from '../graphql/context';

export const aiTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    Whether AI help (rewriting text) is set up on this server: false when no model server is
    configured (AI_BASE_URL, AI_MODEL), and the AI controls then say how to set it up.
    """
    aiAvailable: Boolean!
  }
`;

export const aiResolvers = {
  Query: {
    aiAvailable: (_: unknown, __: unknown, ctx: Context) => ctx.services.ai.available,
  },
};
