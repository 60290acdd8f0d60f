import {
  buildSchema,
  GraphQLInterfaceType,
  GraphQLObjectType,
  lexicographicSortSchema,
  printSchema,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import { aiResolvers, aiTypeDefs } from '../ai/schema';
import { visibleAsset } from '../assets/loaders';
import { assetMutations } from '../assets/mutations';
import { assetResolvers } from '../assets/resolvers';
import { assetTypeDefs } from '../assets/schema';
import { canReadAccount, visible } from '../access/policy';
import { adminBrandResolvers, adminBrandTypeDefs } from '../brands/adminBrand';
import { brandLiveResolvers, brandLiveTypeDefs } from '../brands/live';
import { brandMutations } from '../brands/mutations';
import { brandResolvers } from '../brands/resolvers';
import { brandTypeDefs, memberTypeDefs } from '../brands/schema';
import { historyMutations } from '../history/mutations';
import { historyResolvers } from '../history/resolvers';
import { historyTypeDefs } from '../history/schema';
import { pageLiveResolvers, pageLiveTypeDefs } from '../pages/live';
import { visiblePage } from '../pages/loaders';
import { pageMutations } from '../pages/mutations';
import { pagePresenceResolvers, pagePresenceTypeDefs } from '../pages/presence';
import { pageResolvers } from '../pages/resolvers';
import { pageTypeDefs } from '../pages/schema';
import { sharedLinkMutations } from '../sharedLinks/mutations';
import { sharedLinkResolvers } from '../sharedLinks/resolvers';
import { sharedLinkTypeDefs } from '../sharedLinks/schema';
import { accountResolvers, accountTypeDefs } from '../users/accountSchema';
import { userResolvers, userTypeDefs } from '../users/schema';
import type { Context } from './context';
import { recordedOnce } from './mutations';
import { fromGlobalId } from './relay';

const baseTypeDefs = /* GraphQL */ `
  "An object with a global id (Relay)."
  interface Node {
    id: ID!
  }

  type PageInfo {
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
    startCursor: String
    endCursor: String
  }

  type Query {
    "Any object by its global id."
    node(id: ID!): Node
  }

  type Mutation
`;

type Resolvers = Record<string, Record<string, unknown>>;

const UUID = /^[0-9a-f-]{36}$/;

const nodeResolvers = {
  Node: {
    __resolveType: (obj: { __typename?: string; email?: string; slug?: string }) =>
      obj.__typename ?? (obj.slug !== undefined ? 'Brand' : 'User'),
  },
  Query: {
    node: async (_: unknown, args: { id: string }, ctx: Context) => {
      const { type, id } = fromGlobalId(args.id);
      if (!UUID.test(id)) return null;
      if (type === 'Brand') {
        const row = visible(await ctx.services.brands.byId(id, ctx.viewer?.user.id ?? null));
        return row && { ...row, __typename: 'Brand' };
      }
      if (type === 'Page') {
        const page = await visiblePage(ctx, await ctx.services.pages.byId(id));
        return page && { ...page, __typename: 'Page' };
      }
      if (type === 'Asset') {
        const asset = await visibleAsset(ctx, await ctx.services.assets.byId(id));
        return asset && { ...asset, __typename: 'Asset' };
      }
      if (type === 'BrandVersion') {
        // A version is anyone's who reads its brand.
        const [version] = await ctx.services.brands.versionsByIds([id]);
        const brand = version && visible(await ctx.services.brands.byId(version.brandId, ctx.viewer?.user.id ?? null));
        return brand ? { ...version, __typename: 'BrandVersion' } : null;
      }
      if (type === 'User' && canReadAccount(ctx.viewer, id)) {
        const user = await ctx.services.users.byId(id);
        return user && { ...user, __typename: 'User' };
      }
      return null;
    },
  },
};

/** Puts resolver functions on a schema built from SDL (a few lines instead of a dependency). */
function attach(schema: GraphQLSchema, maps: readonly Resolvers[]): GraphQLSchema {
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      const type = schema.getType(typeName);
      if (type instanceof GraphQLInterfaceType) {
        type.resolveType = fields.__resolveType as GraphQLInterfaceType['resolveType'];
        continue;
      }
      if (!(type instanceof GraphQLObjectType)) throw new Error(`Resolvers for unknown type ${typeName}`);
      const defined = type.getFields();
      for (const [fieldName, resolve] of Object.entries(fields)) {
        const field = defined[fieldName];
        if (!field) throw new Error(`Resolver for unknown field ${typeName}.${fieldName}`);
        if (typeof resolve === 'function')
          field.resolve =
            typeName === 'Mutation'
              ? recordedOnce(resolve as GraphQLFieldResolver<unknown, Context>)
              : (resolve as GraphQLFieldResolver<unknown, Context>);
        else Object.assign(field, resolve as Pick<typeof field, 'subscribe' | 'resolve'>); // a subscription field
      }
    }
  }
  return schema;
}

export function createSchema(): GraphQLSchema {
  const schema = buildSchema(
    [
      baseTypeDefs,
      userTypeDefs,
      accountTypeDefs,
      brandTypeDefs,
      adminBrandTypeDefs,
      memberTypeDefs,
      pageTypeDefs,
      pageLiveTypeDefs,
      brandLiveTypeDefs,
      pagePresenceTypeDefs,
      assetTypeDefs,
      sharedLinkTypeDefs,
      historyTypeDefs,
      aiTypeDefs,
    ].join('\n'),
  );
  const attached = attach(schema, [
    nodeResolvers,
    userResolvers,
    accountResolvers,
    brandResolvers,
    adminBrandResolvers,
    brandMutations,
    pageResolvers,
    pageMutations,
    pageLiveResolvers,
    brandLiveResolvers,
    pagePresenceResolvers,
    assetResolvers,
    assetMutations,
    sharedLinkResolvers,
    sharedLinkMutations,
    historyResolvers,
    historyMutations,
    aiResolvers,
  ]);
  // A root field without a resolver would answer null without a word: none may be left out.
  for (const root of [attached.getQueryType(), attached.getMutationType(), attached.getSubscriptionType()])
    for (const field of Object.values(root?.getFields() ?? {}))
      if (!field.resolve && !field.subscribe) throw new Error(`No resolver for ${root!.name}.${field.name}`);
  return attached;
}

/** The committed schema.graphql: sorted, so that it changes only when the schema does. */
export const printedSchema = () => printSchema(lexicographicSortSchema(createSchema())) + '\n';
