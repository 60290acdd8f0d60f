/**
 * @generated SignedSource<<6e2a2bf0d1be1d19eb51bf2b0982feda>>
 * @relayHash ffcf95cc375be07ebb837a3ed6bcdbfb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 51017f935562c755f9a20b9ec90def068103808be303c877a686456f78f3e64e

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateAccountInput = {
  clientMutationId?: string | null | undefined;
  displayName?: string | null | undefined;
};
export type useUpdateAccountMutation$variables = {
  input: UpdateAccountInput;
};
export type useUpdateAccountMutation$data = {
  readonly updateAccount: {
    readonly viewer: {
      readonly displayName: string;
      readonly id: string;
    };
  };
};
export type useUpdateAccountMutation = {
  response: useUpdateAccountMutation$data;
  variables: useUpdateAccountMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UpdateAccountPayload",
    "kind": "LinkedField",
    "name": "updateAccount",
    "plural": false,
    "selections": [
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
            "name": "displayName",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateAccountMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateAccountMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "51017f935562c755f9a20b9ec90def068103808be303c877a686456f78f3e64e",
    "metadata": {},
    "name": "useUpdateAccountMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6b1d3daffe98bdff6a9d4a20e3fd9c8e";

export default node;
