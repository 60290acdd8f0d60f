/**
 * @generated SignedSource<<1653bbb93a5e0cb1a24fd1eabb8c7620>>
 * @relayHash 3c191fe0e85642bf715a025f97321fcb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c40e43667c41466dfc61aa83b5847d900f7f527bb46fc4ffe603e776fee2d7e5

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AssetsRouteDeletedQuery$variables = {
  brandSlug: string;
};
export type AssetsRouteDeletedQuery$data = {
  readonly brand: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"DeletedAssets_brand">;
  } | null | undefined;
};
export type AssetsRouteDeletedQuery = {
  response: AssetsRouteDeletedQuery$data;
  variables: AssetsRouteDeletedQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "brandSlug"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "brandSlug"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AssetsRouteDeletedQuery",
    "selections": [
      {
        "alias": "brand",
        "args": (v1/*:: as any*/),
        "concreteType": "Brand",
        "kind": "LinkedField",
        "name": "brandBySlug",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DeletedAssets_brand"
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
    "name": "AssetsRouteDeletedQuery",
    "selections": [
      {
        "alias": "brand",
        "args": (v1/*:: as any*/),
        "concreteType": "Brand",
        "kind": "LinkedField",
        "name": "brandBySlug",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Asset",
            "kind": "LinkedField",
            "name": "deletedAssets",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
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
                "name": "deletedAt",
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
    "id": "c40e43667c41466dfc61aa83b5847d900f7f527bb46fc4ffe603e776fee2d7e5",
    "metadata": {},
    "name": "AssetsRouteDeletedQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a18b319bf4669930f561862f84ebb34c";

export default node;
