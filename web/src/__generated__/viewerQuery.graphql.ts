/**
 * @generated SignedSource<<192605a9f77e954c7a2b977602a66299>>
 * @relayHash def8d20b1163a9aa693c336bf22fa75c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0006780989add060ce2c5e3bc3f953ab06a7c2afa626bdb10dd2b3ebfc4bdf1a

import type { ConcreteRequest } from 'relay-runtime';
export type viewerQuery$variables = Record<PropertyKey, never>;
export type viewerQuery$data = {
  readonly viewer: {
    readonly admin: boolean;
    readonly id: string;
    readonly impersonated: boolean;
    readonly termsAccepted: boolean;
    readonly type: string;
  } | null | undefined;
};
export type viewerQuery = {
  response: viewerQuery$data;
  variables: viewerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
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
        "args": null,
        "kind": "ScalarField",
        "name": "type",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "termsAccepted",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "admin",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "impersonated",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "viewerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "viewerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "0006780989add060ce2c5e3bc3f953ab06a7c2afa626bdb10dd2b3ebfc4bdf1a",
    "metadata": {},
    "name": "viewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "10cd812bf8b2a8d8d7ff3740e64c7fd5";

export default node;
