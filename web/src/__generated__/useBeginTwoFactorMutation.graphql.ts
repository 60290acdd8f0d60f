/**
 * @generated SignedSource<<921ebba1d6712811a87e45f52ecb337b>>
 * @relayHash 05b2532bcbd14a10e89e95d06a03e0b0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3ddec7d56b80ce552288a26c3a259fc89c3cea4f347c261fac6316184959429a

import type { ConcreteRequest } from 'relay-runtime';
export type BeginTwoFactorInput = {
  clientMutationId?: string | null | undefined;
};
export type useBeginTwoFactorMutation$variables = {
  input: BeginTwoFactorInput;
};
export type useBeginTwoFactorMutation$data = {
  readonly beginTwoFactor: {
    readonly setup: {
      readonly qrCode: string;
      readonly secret: string;
      readonly uri: string;
    };
  };
};
export type useBeginTwoFactorMutation = {
  response: useBeginTwoFactorMutation$data;
  variables: useBeginTwoFactorMutation$variables;
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
    "concreteType": "BeginTwoFactorPayload",
    "kind": "LinkedField",
    "name": "beginTwoFactor",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TwoFactorSetup",
        "kind": "LinkedField",
        "name": "setup",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "secret",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "uri",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "qrCode",
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
    "name": "useBeginTwoFactorMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useBeginTwoFactorMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3ddec7d56b80ce552288a26c3a259fc89c3cea4f347c261fac6316184959429a",
    "metadata": {},
    "name": "useBeginTwoFactorMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "559ab7128f4e00f3a285ecd4c7e562fe";

export default node;
