/**
 * @generated SignedSource<<b7eb4e9e2003d78b177a5be3a4d89f39>>
 * @relayHash 62eaca9ec2a52addcc8778ae2e4a90a9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0f1f7dd8866a4e92d4bb283a20e8b194f3926badf88fa191082391c48644b1f5

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteBrandInput = {
  clientMutationId?: string | null | undefined;
  id: string;
};
export type useDeleteBrandMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteBrandInput;
};
export type useDeleteBrandMutation$data = {
  readonly deleteBrand: {
    readonly brand: {
      readonly deletedAt: string | null | undefined;
      readonly id: string;
      readonly name: string;
      readonly slug: string;
    };
    readonly deletedBrandId: string;
  };
};
export type useDeleteBrandMutation = {
  response: useDeleteBrandMutation$data;
  variables: useDeleteBrandMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedBrandId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
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
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteBrandMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteBrandPayload",
        "kind": "LinkedField",
        "name": "deleteBrand",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDeleteBrandMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteBrandPayload",
        "kind": "LinkedField",
        "name": "deleteBrand",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedBrandId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "0f1f7dd8866a4e92d4bb283a20e8b194f3926badf88fa191082391c48644b1f5",
    "metadata": {},
    "name": "useDeleteBrandMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "80a961d8969f90eedd69ce7da8cbe41d";

export default node;
