/**
 * @generated SignedSource<<a7294d28814d634a84879fb80e62caeb>>
 * @relayHash d2b60a5c3a4ebfc67f9efc6169655598
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b44073ff846d5145ad5a576a1400b49d6bf73007ac609d95f508e16eb3b55593

import type { ConcreteRequest } from 'relay-runtime';
export type RestoreBrandDialogQuery$variables = {
  at: string;
  id: string;
};
export type RestoreBrandDialogQuery$data = {
  readonly brand: {
    readonly id: string;
    readonly revertPreview: {
      readonly assetsRestored: number;
      readonly at: string;
      readonly pagesChanged: ReadonlyArray<string>;
      readonly pagesDeleted: ReadonlyArray<string>;
      readonly pagesOrder: boolean;
      readonly pagesRestored: ReadonlyArray<string>;
      readonly settings: ReadonlyArray<string>;
    } | null | undefined;
  } | null | undefined;
};
export type RestoreBrandDialogQuery = {
  response: RestoreBrandDialogQuery$data;
  variables: RestoreBrandDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "at"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "Brand",
    "kind": "LinkedField",
    "name": "brand",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "at",
            "variableName": "at"
          }
        ],
        "concreteType": "RevertPlan",
        "kind": "LinkedField",
        "name": "revertPreview",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "at",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "settings",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pagesOrder",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pagesRestored",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pagesDeleted",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pagesChanged",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "assetsRestored",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RestoreBrandDialogQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RestoreBrandDialogQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "b44073ff846d5145ad5a576a1400b49d6bf73007ac609d95f508e16eb3b55593",
    "metadata": {},
    "name": "RestoreBrandDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "26a6d6c14d691ce73e9920ab673164c4";

export default node;
