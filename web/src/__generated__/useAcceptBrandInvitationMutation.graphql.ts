/**
 * @generated SignedSource<<8eadc38129cf1c5d706580533216ea3c>>
 * @relayHash 67067f2b319eec8ed645399a36742358
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bbd603d4d0db1511430aa5cfd27640c8dbf1d66019c3d50348be1c7bf6d42c47

import type { ConcreteRequest } from 'relay-runtime';
export type UserRole = "editor" | "owner" | "public" | "shared" | "viewer" | "%future added value";
export type AcceptBrandInvitationInput = {
  clientMutationId?: string | null | undefined;
  token: string;
};
export type useAcceptBrandInvitationMutation$variables = {
  input: AcceptBrandInvitationInput;
};
export type useAcceptBrandInvitationMutation$data = {
  readonly acceptBrandInvitation: {
    readonly brand: {
      readonly id: string;
      readonly slug: string;
      readonly userRole: UserRole;
    };
  };
};
export type useAcceptBrandInvitationMutation = {
  response: useAcceptBrandInvitationMutation$data;
  variables: useAcceptBrandInvitationMutation$variables;
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
    "concreteType": "AcceptBrandInvitationPayload",
    "kind": "LinkedField",
    "name": "acceptBrandInvitation",
    "plural": false,
    "selections": [
      {
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
            "name": "slug",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "userRole",
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
    "name": "useAcceptBrandInvitationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAcceptBrandInvitationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bbd603d4d0db1511430aa5cfd27640c8dbf1d66019c3d50348be1c7bf6d42c47",
    "metadata": {},
    "name": "useAcceptBrandInvitationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0f4205e5f1d12a2aa7741572beb92c26";

export default node;
