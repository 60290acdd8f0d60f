/**
 * @generated SignedSource<<275498d20a28228a28062755f9a19ac7>>
 * @relayHash f76a82dfa5f3964df52e3bf920732702
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bdf8d7ece66eafe252f8dafddbd11addf6ba5aabc83e41eb6b8fb2bdceb20f7c

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PasswordInput = {
  clientMutationId?: string | null | undefined;
  password: string;
};
export type useRenewRecoveryCodesMutation$variables = {
  input: PasswordInput;
};
export type useRenewRecoveryCodesMutation$data = {
  readonly renewRecoveryCodes: {
    readonly recoveryCodes: ReadonlyArray<string>;
    readonly viewer: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"TwoFactorSection_user">;
    };
  };
};
export type useRenewRecoveryCodesMutation = {
  response: useRenewRecoveryCodesMutation$data;
  variables: useRenewRecoveryCodesMutation$variables;
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
  "name": "recoveryCodes",
  "storageKey": null
},
v3 = {
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
    "name": "useRenewRecoveryCodesMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RecoveryCodesPayload",
        "kind": "LinkedField",
        "name": "renewRecoveryCodes",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
    "name": "useRenewRecoveryCodesMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RecoveryCodesPayload",
        "kind": "LinkedField",
        "name": "renewRecoveryCodes",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
    "id": "bdf8d7ece66eafe252f8dafddbd11addf6ba5aabc83e41eb6b8fb2bdceb20f7c",
    "metadata": {},
    "name": "useRenewRecoveryCodesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "be2f934bc40548fa59905d07fb115e15";

export default node;
