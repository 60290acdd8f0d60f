/**
 * @generated SignedSource<<a93af06c396d6ec5e46f6146ba64f75d>>
 * @relayHash 29055ed234c8a0ba8d0c44da94f23445
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ee3c79ed0e06c53b1019a44246cec89b4b0897488f86d3a7a1737c6459550e4e

import type { ConcreteRequest } from 'relay-runtime';
export type PagePresenceSubscription$variables = {
  id: string;
};
export type PagePresenceSubscription$data = {
  readonly pagePresence: {
    readonly others: ReadonlyArray<{
      readonly editing: boolean;
      readonly user: {
        readonly email: string;
        readonly id: string;
      };
    }>;
    readonly pageId: string;
  } | null | undefined;
};
export type PagePresenceSubscription = {
  response: PagePresenceSubscription$data;
  variables: PagePresenceSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "PagePresence",
    "kind": "LinkedField",
    "name": "pagePresence",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pageId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PageVisitor",
        "kind": "LinkedField",
        "name": "others",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "editing",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BrandUserAccount",
            "kind": "LinkedField",
            "name": "user",
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
                "name": "email",
                "storageKey": null
              }
            ],
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
    "name": "PagePresenceSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PagePresenceSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ee3c79ed0e06c53b1019a44246cec89b4b0897488f86d3a7a1737c6459550e4e",
    "metadata": {},
    "name": "PagePresenceSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "0e883da62546262b8ee0fe784dbdd055";

export default node;
