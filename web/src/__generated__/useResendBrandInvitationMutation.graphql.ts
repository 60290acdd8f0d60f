/**
 * @generated SignedSource<<ef70554e3ebb54797e920793b0a9de58>>
 * @relayHash 837d8a5050b97a0f39ef8f16a80b69cc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b697e42861fee9cf6ac6b65015ba7ddfd1291b2947d45cf3f25f43db862eb46d

import type { ConcreteRequest } from 'relay-runtime';
export type ResendBrandInvitationInput = {
  clientMutationId?: string | null | undefined;
  id: string;
};
export type useResendBrandInvitationMutation$variables = {
  input: ResendBrandInvitationInput;
};
export type useResendBrandInvitationMutation$data = {
  readonly resendBrandInvitation: {
    readonly brandUser: {
      readonly id: string;
      readonly invitedAt: string | null | undefined;
    };
  };
};
export type useResendBrandInvitationMutation = {
  response: useResendBrandInvitationMutation$data;
  variables: useResendBrandInvitationMutation$variables;
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
    "concreteType": "ResendBrandInvitationPayload",
    "kind": "LinkedField",
    "name": "resendBrandInvitation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "BrandUser",
        "kind": "LinkedField",
        "name": "brandUser",
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
            "name": "invitedAt",
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
    "name": "useResendBrandInvitationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useResendBrandInvitationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b697e42861fee9cf6ac6b65015ba7ddfd1291b2947d45cf3f25f43db862eb46d",
    "metadata": {},
    "name": "useResendBrandInvitationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cb0025c8152539e346d94a147150e940";

export default node;
