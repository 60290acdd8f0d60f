/**
 * @generated SignedSource<<2dacb99fc768dc74eb06fa2a43154341>>
 * @relayHash ef6725b4ea0977b11600d11f15c8e3cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eb89580ad1e3c4b2451efdab0820f2d518cb9fbb6bed594e0d88896ce74fd7a8

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RestoreAssetInput = {
  clientMutationId?: string | null | undefined;
  id: string;
};
export type assetMutationsRestoreMutation$variables = {
  input: RestoreAssetInput;
};
export type assetMutationsRestoreMutation$data = {
  readonly restoreAsset: {
    readonly asset: {
      readonly deletedAt: string | null | undefined;
      readonly id: string;
      readonly name: string;
    };
    readonly brand: {
      readonly assetTags: ReadonlyArray<string>;
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"DeletedAssets_brand">;
    };
  };
};
export type assetMutationsRestoreMutation = {
  response: assetMutationsRestoreMutation$data;
  variables: assetMutationsRestoreMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
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
  "concreteType": "Asset",
  "kind": "LinkedField",
  "name": "asset",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deletedAt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "assetTags",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "assetMutationsRestoreMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RestoreAssetPayload",
        "kind": "LinkedField",
        "name": "restoreAsset",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Brand",
            "kind": "LinkedField",
            "name": "brand",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v5/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DeletedAssets_brand"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "assetMutationsRestoreMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RestoreAssetPayload",
        "kind": "LinkedField",
        "name": "restoreAsset",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Brand",
            "kind": "LinkedField",
            "name": "brand",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Asset",
                "kind": "LinkedField",
                "name": "deletedAssets",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "extension",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "eb89580ad1e3c4b2451efdab0820f2d518cb9fbb6bed594e0d88896ce74fd7a8",
    "metadata": {},
    "name": "assetMutationsRestoreMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5232aa5af1e10331d5c0daeb6094741f";

export default node;
