/**
 * @generated SignedSource<<0e7672768f246b88b2f15edff9e4a680>>
 * @relayHash 212c173eaf779458f7a34cf0bd7609ca
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8885eac698359070d749123487ca713dedc8989b665bfbf3556dbb2da5ccd77d

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AssetStatus = "failed" | "pending" | "ready" | "uploaded" | "%future added value";
export type assetsRefreshProcessingQuery$variables = {
  ids: ReadonlyArray<string>;
};
export type assetsRefreshProcessingQuery$data = {
  readonly assets: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly status: AssetStatus;
    readonly " $fragmentSpreads": FragmentRefs<"AssetCard_asset">;
  }>;
};
export type assetsRefreshProcessingQuery = {
  response: assetsRefreshProcessingQuery$data;
  variables: assetsRefreshProcessingQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ids"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "ids",
    "variableName": "ids"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "assetsRefreshProcessingQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Asset",
        "kind": "LinkedField",
        "name": "assets",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AssetCard_asset"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "assetsRefreshProcessingQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Asset",
        "kind": "LinkedField",
        "name": "assets",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "extension",
            "storageKey": null
          },
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "url",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "8885eac698359070d749123487ca713dedc8989b665bfbf3556dbb2da5ccd77d",
    "metadata": {},
    "name": "assetsRefreshProcessingQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "23e837b000dbd839cdc28845ce1df8fc";

export default node;
