/**
 * @generated SignedSource<<3bc55398472558714d3d451539af47b9>>
 * @relayHash 355d6c704ad4a2061fe23f17cc78e4aa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d907443c7e0c2e3eea9869ce03790c78aaacc4da2726b4074e5ca3eafe560b8d

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AssetStatus = "failed" | "pending" | "ready" | "uploaded" | "%future added value";
export type UserRole = "editor" | "owner" | "public" | "shared" | "viewer" | "%future added value";
export type AssetsRouteQuery$variables = {
  brandSlug: string;
  search?: string | null | undefined;
  tag?: string | null | undefined;
};
export type AssetsRouteQuery$data = {
  readonly brand: {
    readonly assetTags: ReadonlyArray<string>;
    readonly assets: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
      readonly status: AssetStatus;
      readonly " $fragmentSpreads": FragmentRefs<"AssetCard_asset">;
    }>;
    readonly id: string;
    readonly name: string;
    readonly slug: string;
    readonly userRole: UserRole;
    readonly " $fragmentSpreads": FragmentRefs<"DeletedAssets_brand" | "PageTree_brand">;
  } | null | undefined;
};
export type AssetsRouteQuery = {
  response: AssetsRouteQuery$data;
  variables: AssetsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "brandSlug"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "tag"
},
v3 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "brandSlug"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userRole",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "assetTags",
  "storageKey": null
},
v9 = [
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  },
  {
    "kind": "Variable",
    "name": "tag",
    "variableName": "tag"
  }
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "extension",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AssetsRouteQuery",
    "selections": [
      {
        "alias": "brand",
        "args": (v3/*:: as any*/),
        "concreteType": "Brand",
        "kind": "LinkedField",
        "name": "brandBySlug",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": (v9/*:: as any*/),
            "concreteType": "Asset",
            "kind": "LinkedField",
            "name": "assets",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v10/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AssetCard_asset"
              }
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DeletedAssets_brand"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PageTree_brand"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AssetsRouteQuery",
    "selections": [
      {
        "alias": "brand",
        "args": (v3/*:: as any*/),
        "concreteType": "Brand",
        "kind": "LinkedField",
        "name": "brandBySlug",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": (v9/*:: as any*/),
            "concreteType": "Asset",
            "kind": "LinkedField",
            "name": "assets",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "byteSize",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "failureReason",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "preview",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "opaque",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "mimeType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tags",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Asset",
            "kind": "LinkedField",
            "name": "deletedAssets",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Page",
            "kind": "LinkedField",
            "name": "pages",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Page",
                "kind": "LinkedField",
                "name": "parent",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Page",
            "kind": "LinkedField",
            "name": "deletedPages",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d907443c7e0c2e3eea9869ce03790c78aaacc4da2726b4074e5ca3eafe560b8d",
    "metadata": {},
    "name": "AssetsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4e85e8cdea75fdf8357adf003e5f9cb1";

export default node;
