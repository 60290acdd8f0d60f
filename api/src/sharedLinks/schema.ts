export const sharedLinkTypeDefs = /* GraphQL */ `
  "A link that lets whoever opens it read the brand's name, logo and the pages it reaches (spec 3)."
  type SharedLink {
    id: ID!
    "The secret in the link's address."
    token: String!
    "Reaches every page of the brand (else exactly the pages listed, not those below them)."
    accessAllPages: Boolean!
    "The address to hand out: opening it starts a read-only session for the brand."
    url: String!
    "A billing link (plan pro, all pages), valid for 30 days."
    withBilling: Boolean!
    billingPlan: Plan
    "ISO time after which the link no longer opens; null: no expiry."
    validUntil: String
    "Whether the link opens now (it is not past validUntil)."
    expired: Boolean!
    "The pages the link names that still exist; empty with accessAllPages."
    pages: [Page!]!
    "How often the link was opened."
    openCount: Int!
    lastOpenedAt: String
    createdAt: String!
    "The version of the brand the link shows (whoever opens it reads the brand as it was then); null: as it is."
    version: BrandVersion
    "ISO time the link was revoked (it opens no more); null: not revoked."
    revokedAt: String
  }

  extend type Brand {
    """
    The brand's links that are not revoked, newest first; with includeRevoked, after them the 20
    last revoked, last revoked first. Only for those who may manage links (else empty).
    """
    sharedLinks(withoutBilling: Boolean = false, includeRevoked: Boolean = false): [SharedLink!]!
  }

  extend type Query {
    """
    Whether this session opened shared links to the brand at this address that all stopped working
    (revoked, expired, or the brand deleted): the browser then says that the link no longer works
    rather than asking for a log-in. False when it opened none to that brand or one still works,
    whether or not the brand exists.
    """
    sharedLinkEnded(brandSlug: String!): Boolean!
  }

  input CreateSharedLinkInput {
    brand: ID!
    "Page ids of the brand; ignored with accessAllPages or withBilling."
    pages: [ID!]
    accessAllPages: Boolean = false
    "A billing link: plan pro, all pages, valid for 30 days (reused while valid). Owners only (billing)."
    withBilling: Boolean = false
    billingPlan: Plan
    "An ISO time in the future, at the latest 9999-12-31T23:59:59.999Z, after which the link stops working; none: no expiry."
    validUntil: String
    "A version of the brand (BrandVersion.id) the link shows instead of the brand as it is."
    version: ID
    clientMutationId: String
  }
  type CreateSharedLinkPayload {
    sharedLink: SharedLink!
    brand: Brand!
    clientMutationId: String
  }

  input UpdateSharedLinkInput {
    id: ID!
    accessAllPages: Boolean
    billingPlan: Plan
    "Replaces the pages."
    pages: [ID!]
    "An ISO time from 1970 to the end of 9999; now or past expires the link at once; null removes the expiry."
    validUntil: String
    "A version of the brand (BrandVersion.id) to pin the link to; null: the brand as it is."
    version: ID
    clientMutationId: String
  }
  type UpdateSharedLinkPayload {
    sharedLink: SharedLink!
    brand: Brand!
    clientMutationId: String
  }

  input DeleteSharedLinkInput {
    id: ID!
    clientMutationId: String
  }
  type DeleteSharedLinkPayload {
    deletedSharedLinkId: ID!
    "The link as it was revoked (it no longer opens)."
    sharedLink: SharedLink!
    brand: Brand!
    clientMutationId: String
  }

  extend type Mutation {
    """
    Owners and editors; a billing link (withBilling), and changing or revoking one, owners only
    (billing). A page's own link is reused while it is live, as is a billing link while valid (spec 4).
    """
    createSharedLink(input: CreateSharedLinkInput!): CreateSharedLinkPayload!
    updateSharedLink(input: UpdateSharedLinkInput!): UpdateSharedLinkPayload!
    "Revokes the link: it stops working at once, also for sessions that opened it."
    deleteSharedLink(input: DeleteSharedLinkInput!): DeleteSharedLinkPayload!
  }
`;
