import { brandFieldList, type BrandFieldKind } from '@brandtrail/domain';

/** A description in SDL: JSON's string escapes are GraphQL's. */
const described = (text: string | undefined) => (text ? `${JSON.stringify(text)}\n` : '');

/** The GraphQL types of the brand fields' kinds: on Brand and in UpdateBrandInput. */
export const brandFieldTypes: Record<BrandFieldKind, { output: string; input: string }> = {
  name: { output: 'String!', input: 'String' },
  slug: { output: 'String!', input: 'String' },
  text: { output: 'String!', input: 'String' },
  boolean: { output: 'Boolean!', input: 'Boolean' },
  colors: { output: '[BrandColor!]!', input: '[BrandColorInput!]' },
  fonts: { output: '[BrandFont!]!', input: '[BrandFontInput!]' },
  // The image's asset itself (the logo, the cover), when the viewer may see it; an update names it by its Asset.id.
  image: { output: 'Asset', input: 'ID' },
};

/** Brand's fields (`output`) or UpdateBrandInput's (`input`), from the domain's brand fields registry. */
const brandFieldSdl = (side: 'output' | 'input'): string =>
  brandFieldList
    .filter((f) => side === 'input' || !f.outputElsewhere)
    .map((f) => `${described(side === 'input' ? f.inputDescription : f.description)}${f.name}: ${brandFieldTypes[f.kind][side]}`)
    .join('\n');

export const brandTypeDefs = /* GraphQL */ `
  enum Plan {
    free
    basic
    pro
  }

  "The viewer's relation to a brand: a member role, public (anyone may read it) or shared (a shared link)."
  enum UserRole {
    owner
    editor
    viewer
    public
    shared
  }

  type Brand implements Node {
    id: ID!
    ${brandFieldSdl('output')}
    "The plan: for members and site admins only (null for anyone else, a reader of a public brand)."
    currentPlan: Plan
    "Whether the brand is on the free plan, which readers may know (the free-preview header)."
    freePreview: Boolean!
    "The viewer's relation to the brand, to show; what they may do is viewerCan."
    userRole: UserRole!
    "What the viewer may do with the brand, as the server's access policy decides it."
    viewerCan: BrandCapabilities!
    createdAt: String!
    updatedAt: String!
    "Set while the brand is deleted (it can be restored)."
    deletedAt: String
    "Members (only members see them), owners first; then, for those who manage members, open invitations."
    users: [BrandUser!]!
  }

  "The access policy's capabilities, one flag each: true when the viewer holds it."
  type BrandCapabilities {
    "See the brand, its pages and elements, and its uploaded assets."
    read: Boolean!
    "See what is for members only: downloads and links that are not public, usages, the member list."
    readPrivate: Boolean!
    "Change the brand's settings, pages, elements and page order, and restore what was deleted of them."
    editContent: Boolean!
    "Upload, rename, tag, delete and restore assets, and see assets still uploading."
    manageAssets: Boolean!
    "Invite, change and remove members, up to one's own role."
    manageMembers: Boolean!
    "Create, change and revoke shared links."
    manageLinks: Boolean!
    "The brand's plan and payment."
    billing: Boolean!
    "Delete and restore the brand."
    deleteBrand: Boolean!
  }

  "A brand colour. hex is six upper-case hex digits without #; rgb and cmyk are derived from it."
  type BrandColor {
    hex: String!
    "Empty when the colour has no label."
    label: String!
    "r/g/b, 0 to 255 each, e.g. 47/75/216."
    rgb: String!
    "c/m/y/k in whole percents, e.g. 78/65/0/15."
    cmyk: String!
  }

  input BrandColorInput {
    "Six hex digits, with or without #, any case."
    hex: String!
    label: String
  }

  "A font of the brand's kit: its family name and the font files of the brand's library that hold it."
  type BrandFont {
    name: String!
    "Uploaded font files (TTF, OTF, WOFF, WOFF2) of the library, as the viewer may see them; files deleted since are left out."
    files: [Asset!]!
  }

  input BrandFontInput {
    "The family name, at most 100 characters."
    name: String!
    "Uploaded font files of the brand's library (Asset.id), at most 8; none for a font that is not uploaded."
    files: [ID!]
  }

  "A member of a brand, or a person invited to it (status INVITED: no account yet, user null)."
  type BrandUser {
    id: ID!
    role: UserRole!
    status: BrandUserStatus!
    "The member's address, or the invited one."
    email: String!
    "The member's account; null for an invitation."
    user: BrandUserAccount
    "Whether this is the viewer's own membership."
    isViewer: Boolean!
    "The invitation's link (/invitations/<token>), for those who manage members; null otherwise."
    invitationUrl: String
    "When the invitation was last sent; null for members."
    invitedAt: String
  }

  type BrandUserAccount {
    id: ID!
    email: String!
    avatar: String
    "The name the person gave (shown beside the address), empty for none."
    displayName: String!
  }

  type BrandEdge {
    cursor: String!
    node: Brand!
  }

  type BrandConnection {
    edges: [BrandEdge!]!
    pageInfo: PageInfo!
    totalCount: Int!
  }

  extend type Query {
    "A brand by its global id (paths starting with /brands/)."
    brand(id: ID!): Brand
    "A brand by its slug (every other path)."
    brandBySlug(slug: String!): Brand
    "The viewer's brands: plan pro, basic, free; then newest update; then name; then slug."
    brands(first: Int = 50, after: String): BrandConnection!
    "Deleted brands the viewer may restore (owners), to restore."
    deletedBrands: [Brand!]!
    "The public directory, for anyone: brands that are public and listed (publicIndex), by name; search: part of the name."
    publicBrands(search: String, first: Int = 24, after: String): BrandConnection!
    "Admins only: brands (deleted ones too) whose name or slug contains the term, or whose id it is; totalCount counts them all."
    searchBrands(term: String!, first: Int = 20, after: String): BrandConnection!
  }

  input CreateBrandInput {
    name: String!
    "Optional; derived from the name when missing."
    slug: String
    "A starter palette, at most 12 colours."
    colors: [BrandColorInput!]
    "Font family names, at most 6."
    fonts: [String!]
    clientMutationId: String
  }
  type CreateBrandPayload {
    brand: Brand!
    brandEdge: BrandEdge!
    clientMutationId: String
  }

  input UpdateBrandInput {
    id: ID!
    ${brandFieldSdl('input')}
    clientMutationId: String
  }
  type UpdateBrandPayload {
    brand: Brand!
    clientMutationId: String
  }

  input DeleteBrandInput {
    id: ID!
    clientMutationId: String
  }
  type DeleteBrandPayload {
    deletedBrandId: ID!
    brand: Brand!
    clientMutationId: String
  }

  input RestoreBrandInput {
    id: ID!
    clientMutationId: String
  }
  type RestoreBrandPayload {
    brand: Brand!
    brandEdge: BrandEdge!
    clientMutationId: String
  }

  input ChangeBrandPlanInput {
    id: ID!
    plan: Plan!
    clientMutationId: String
  }
  type ChangeBrandPlanPayload {
    brand: Brand!
    clientMutationId: String
  }

  extend type Mutation {
    createBrand(input: CreateBrandInput!): CreateBrandPayload!
    updateBrand(input: UpdateBrandInput!): UpdateBrandPayload!
    "Owners only. The brand leaves every list and look-up until restored."
    deleteBrand(input: DeleteBrandInput!): DeleteBrandPayload!
    restoreBrand(input: RestoreBrandInput!): RestoreBrandPayload!
    "Site admins only, until billing arrives."
    changeBrandPlan(input: ChangeBrandPlanInput!): ChangeBrandPlanPayload!
  }
`;

/** Members, invitations and access requests in GraphQL (the rules are the domain's `members.ts`). */
export const memberTypeDefs = /* GraphQL */ `
  enum MemberRole {
    owner
    editor
    viewer
  }

  enum BrandUserStatus {
    "A member of the brand."
    MEMBER
    "Invited by email; becomes a member when the invitation is accepted."
    INVITED
  }

  "Someone who asked for access to a brand; managers approve (with a role) or decline."
  type BrandAccessRequest {
    id: ID!
    user: BrandUserAccount!
    "What the requester wrote; empty when nothing."
    message: String!
    requestedAt: String!
  }

  "An invitation as its link shows it (anyone with the token)."
  type BrandInvitation {
    brandName: String!
    role: MemberRole!
    "The invited address (the account that accepts must have it)."
    email: String!
  }

  extend type Brand {
    "Open access requests; managers (manageMembers) only, empty for everyone else."
    accessRequests: [BrandAccessRequest!]!
    "The highest role the viewer may grant or touch; null when they may not manage members."
    viewerRoleCeiling: MemberRole
  }

  extend type Query {
    "The open invitation with this token (its link /invitations/<token>), or null."
    invitation(token: String!): BrandInvitation
  }

  input AddUserBrandInput {
    "The brand."
    id: ID!
    email: String!
    role: MemberRole!
    clientMutationId: String
  }
  type AddUserBrandPayload {
    "The new member (an address with an account) or invitation (one without)."
    brandUser: BrandUser!
    brand: Brand!
    clientMutationId: String
  }

  input UpdateBrandUserInput {
    "A member (BrandUser.id)."
    id: ID!
    role: MemberRole!
    clientMutationId: String
  }
  type UpdateBrandUserPayload {
    brandUser: BrandUser!
    brand: Brand!
    clientMutationId: String
  }

  input DeleteBrandUserInput {
    "A member (removed, or the viewer leaving) or an invitation (withdrawn)."
    id: ID!
    clientMutationId: String
  }
  type DeleteBrandUserPayload {
    deletedBrandUserId: ID!
    "The brand; null when the viewer left it and may no longer read it."
    brand: Brand
    clientMutationId: String
  }

  input ResendBrandInvitationInput {
    "An invitation (BrandUser.id with status INVITED)."
    id: ID!
    clientMutationId: String
  }
  type ResendBrandInvitationPayload {
    brandUser: BrandUser!
    brand: Brand!
    clientMutationId: String
  }

  input AcceptBrandInvitationInput {
    token: String!
    clientMutationId: String
  }
  type AcceptBrandInvitationPayload {
    brand: Brand!
    clientMutationId: String
  }

  input RequestBrandAccessInput {
    "The brand as the address named it: its slug, or its global id (/brands/<id>)."
    brand: String!
    "At most 500 characters."
    message: String!
    clientMutationId: String
  }
  type RequestBrandAccessPayload {
    "Always true: the answer does not tell whether the brand exists."
    ok: Boolean!
    clientMutationId: String
  }

  input AnswerBrandAccessRequestInput {
    "BrandAccessRequest.id"
    id: ID!
    approve: Boolean!
    "The role to grant when approving (up to the viewer's own)."
    role: MemberRole
    clientMutationId: String
  }
  type AnswerBrandAccessRequestPayload {
    deletedAccessRequestId: ID!
    "The new member when approved."
    brandUser: BrandUser
    brand: Brand!
    clientMutationId: String
  }

  extend type Mutation {
    "Owners and editors, up to their own role: an address with an account becomes a member, another gets an invitation mail."
    addUserBrand(input: AddUserBrandInput!): AddUserBrandPayload!
    updateBrandUser(input: UpdateBrandUserInput!): UpdateBrandUserPayload!
    "Removes a member, leaves the brand (the viewer's own membership) or withdraws an invitation."
    deleteBrandUser(input: DeleteBrandUserInput!): DeleteBrandUserPayload!
    resendBrandInvitation(input: ResendBrandInvitationInput!): ResendBrandInvitationPayload!
    "The invited person, logged in with the invited address."
    acceptBrandInvitation(input: AcceptBrandInvitationInput!): AcceptBrandInvitationPayload!
    "Any logged-in user; answers the same whether or not the brand exists."
    requestBrandAccess(input: RequestBrandAccessInput!): RequestBrandAccessPayload!
    answerBrandAccessRequest(input: AnswerBrandAccessRequestInput!): AnswerBrandAccessRequestPayload!
  }
`;
