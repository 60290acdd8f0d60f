/**
 * @generated SignedSource<<f98202802b77db9eacc46a711f896bf4>>
 * @relayHash 265ce143ba4cf870f0d0c57a11435ae9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 19a840de1037fc59b63f184b973af14e58cbf5bc7fe770be906681be2f969bba

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type EnableTwoFactorInput = {
  clientMutationId?: string | null | undefined;
  code: string;
};
export type useEnableTwoFactorMutation$variables = {
  input: EnableTwoFactorInput;
};
export type useEnableTwoFactorMutation$data = {
  readonly enableTwoFactor: {
    readonly recoveryCodes: ReadonlyArray<string>;
    readonly viewer: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"TwoFactorSection_user">;
    };
  };
};
export type useEnableTwoFactorMutation = {
  response: useEnableTwoFactorMutation$data;
  variables: useEnableTwoFactorMutation$variables;
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
    "name": "useEnableTwoFactorMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RecoveryCodesPayload",
        "kind": "LinkedField",
        "name": "enableTwoFactor",
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
    "name": "useEnableTwoFactorMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RecoveryCodesPayload",
        "kind": "LinkedField",
        "name": "enableTwoFactor",
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
    "id": "19a840de1037fc59b63f184b973af14e58cbf5bc7fe770be906681be2f969bba",
    "metadata": {},
    "name": "useEnableTwoFactorMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2ee073ce0a06b681643a9554091a198a";

export default node;
