export const assetTypeDefs = /* GraphQL */ `
  "Where an asset is in its life: pending (created, the file not confirmed), uploaded (being processed), ready, failed (processing failed; the file can still be downloaded)."
  enum AssetStatus {
    pending
    uploaded
    ready
    failed
  }

  type AssetFont {
    family: String!
    style: String!
  }

  "A file of a brand: a logo, an image, a font, a document."
  type Asset implements Node {
    id: ID!
    name: String!
    "The file's extension (lower-case, without the dot), from its name at upload; empty when it had none."
    extension: String!
    "What processing found in the file, else what the browser said at upload; null before the upload."
    mimeType: String
    "Bytes: the size declared at creation until the upload is confirmed, then the stored file's."
    byteSize: Float!
    "The file is in storage (confirmAssetUpload)."
    uploaded: Boolean!
    status: AssetStatus!
    "Why processing failed, in the viewer's language; null unless status is failed."
    failureReason: String
    "The asset's tags, in their order."
    tags: [String!]!
    "A signed link to the original (1 hour); null until uploaded."
    url: String
    "A signed link that downloads the original under the asset's name (1 hour); null until uploaded."
    downloadUrl: String
    "A signed link to the small preview for grids (1 hour); null when there is none."
    preview: String
    "A signed link to the large preview for the lightbox (1 hour); null when there is none."
    lightboxPreview: String
    "Pixels, for images."
    width: Int
    height: Int
    "Six upper-case hex digits without #."
    dominantColor: String
    "False when the image has transparent pixels."
    opaque: Boolean
    "For fonts: the family and style the file holds."
    font: AssetFont
    createdAt: String!
    updatedAt: String!
    "Set while the asset is deleted (it can be restored)."
    deletedAt: String
  }

  type AssetEdge {
    cursor: String!
    node: Asset!
  }

  type AssetConnection {
    edges: [AssetEdge!]!
    pageInfo: PageInfo!
    "How many assets match the filters in all."
    totalCount: Int!
  }

  extend type Brand {
    """
    The brand's assets that are not deleted, newest first; tag (regardless of case) and search (part
    of the name) filter them. Editors and owners see all; viewers those whose file has arrived
    (uploaded); readers who are not members (a public brand's, a shared link's) only the ready assets
    shown where they read (an element or page they read, the logo, the kit's fonts).
    """
    assets(tag: String, search: String): [Asset!]!
    """
    The same assets as Brand.assets (newest first, same filters and visibility), a page at a time
    (at most 100). The library screen reads this; Brand.assets stays for short lists such as the
    asset picker.
    """
    assetsConnection(first: Int = 60, after: String, tag: String, search: String): AssetConnection!
    "Assets deleted, newest first, to restore; editors and owners only (empty for others)."
    deletedAssets: [Asset!]!
    """
    The distinct tags of the brand's assets that are not deleted, alphabetically; for viewers and
    readers only those of the assets they may list, as in assets.
    """
    assetTags: [String!]!
  }

  extend type Query {
    "Assets by global id, in the order given; those the viewer may not see (as in Brand.assets), deleted and unknown ones are left out."
    assets(ids: [ID!]!): [Asset!]!
  }

  input CreateAssetInput {
    brandId: ID!
    "The file's name; the extension comes from it."
    name: String!
    "The file's size in bytes (File.size); at most 200 MB."
    byteSize: Float!
    tags: [String!]
    clientMutationId: String
  }

  type FormField {
    name: String!
    value: String!
  }

  """
  How to send the file: a multipart/form-data POST to action with fields in their order, then the
  file as the field named file. Works for 15 minutes; the file must be 1 byte to byteSize.
  """
  type UploadInfo {
    action: String!
    method: String!
    fields: [FormField!]!
  }

  type CreateAssetPayload {
    asset: Asset!
    uploadInfo: UploadInfo!
    clientMutationId: String
  }

  input ConfirmAssetUploadInput {
    id: ID!
    clientMutationId: String
  }
  type ConfirmAssetUploadPayload {
    asset: Asset!
    clientMutationId: String
  }

  "Fields left out (or null) stay."
  input UpdateAssetInput {
    id: ID!
    name: String
    "Replaces the tags."
    tags: [String!]
    clientMutationId: String
  }
  type UpdateAssetPayload {
    asset: Asset!
    "The asset's brand, with its assetTags as they are now."
    brand: Brand!
    clientMutationId: String
  }

  input DeleteAssetInput {
    id: ID!
    "Delete even when it is used (else ASSET_IN_USE, 409)."
    force: Boolean
    clientMutationId: String
  }
  type DeleteAssetPayload {
    deletedAssetId: ID!
    asset: Asset!
    brand: Brand!
    clientMutationId: String
  }

  input RestoreAssetInput {
    id: ID!
    clientMutationId: String
  }
  type RestoreAssetPayload {
    asset: Asset!
    brand: Brand!
    clientMutationId: String
  }

  input RefreshAssetTagsBrandInput {
    "The brand's global id."
    id: ID!
    clientMutationId: String
  }
  type RefreshAssetTagsBrandPayload {
    brand: Brand!
    clientMutationId: String
  }

  extend type Mutation {
    "Editors and owners of the brand. Creates the asset (pending) and answers where to post the file."
    createAsset(input: CreateAssetInput!): CreateAssetPayload!
    "After the file is posted: the server checks storage (ASSET_NOT_UPLOADED, 409, when the file is missing or of another size)."
    confirmAssetUpload(input: ConfirmAssetUploadInput!): ConfirmAssetUploadPayload!
    updateAsset(input: UpdateAssetInput!): UpdateAssetPayload!
    "The asset leaves the brand's lists until restored; its file stays."
    deleteAsset(input: DeleteAssetInput!): DeleteAssetPayload!
    restoreAsset(input: RestoreAssetInput!): RestoreAssetPayload!
    "Answers the brand with its assetTags (always computed from the assets, so there is nothing to refresh: kept for the client)."
    refreshAssetTagsBrand(input: RefreshAssetTagsBrandInput!): RefreshAssetTagsBrandPayload!
  }
`;
