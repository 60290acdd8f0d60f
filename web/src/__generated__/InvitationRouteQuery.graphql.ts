/**
 * @generated SignedSource<<602265b3ef7405651f2a1ae26144001d>>
 * @relayHash 89e65d4bc516fc348709ff95f1c5fe50
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6aa9a6bc9c7d1f25dd6b0bc680b54812ce9db3e42f8f775dbf20aa17202f5a53

import type { ConcreteRequest } from 'relay-runtime';
export type MemberRole = "editor" | "owner" | "viewer" | "%future added value";
export type InvitationRouteQuery$variables = {
  token: string;
};
export type InvitationRouteQuery$data = {
  readonly invitation: {
    readonly brandName: string;
    readonly email: string;
    readonly role: MemberRole;
  } | null | undefined;
};
export type InvitationRouteQuery = {
  response: InvitationRouteQuery$data;
  variables: InvitationRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "BrandInvitation",
    "kind": "LinkedField",
    "name": "invitation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "brandName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "role",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
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
    "name": "InvitationRouteQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvitationRouteQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6aa9a6bc9c7d1f25dd6b0bc680b54812ce9db3e42f8f775dbf20aa17202f5a53",
    "metadata": {},
    "name": "InvitationRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8196d175c4f0929e831e83db320572f4";

export default node;
