/**
 * @generated SignedSource<<d6b8895f774e98e6a0093aacf7ed657d>>
 * @relayHash 13954703ef5273ba4ccbee1f66e7d8a7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0f96a5047d32cb7088eda058642ae317765090c784945862e89b206b8c2a658b

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PasswordInput = {
  clientMutationId?: string | null | undefined;
  password: string;
};
export type useDisableTwoFactorMutation$variables = {
  input: PasswordInput;
};
export type useDisableTwoFactorMutation$data = {
  readonly disableTwoFactor: {
    readonly viewer: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"TwoFactorSection_user">;
    };
  };
};
export type useDisableTwoFactorMutation = {
  response: useDisableTwoFactorMutation$data;
  variables: useDisableTwoFactorMutation$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDisableTwoFactorMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateAccountPayload",
        "kind": "LinkedField",
        "name": "disableTwoFactor",
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
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TwoFactorSection_user"
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
    "name": "useDisableTwoFactorMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateAccountPayload",
        "kind": "LinkedField",
        "name": "disableTwoFactor",
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
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "twoFactor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "recoveryCodesLeft",
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
    "id": "0f96a5047d32cb7088eda058642ae317765090c784945862e89b206b8c2a658b",
    "metadata": {},
    "name": "useDisableTwoFactorMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "99e094ea878e14d64137719982641802";

export default node;
