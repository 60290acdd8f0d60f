/**
 * @generated SignedSource<<8b888be09bb8fbb18c219dadc367fd13>>
 * @relayHash 16315afdd0cd64c7fd8b4f80de47e0b1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6d37b342078fdaae841d1b3c29f8b46d9aba9cb867dddaac9718992c1ea7f5bf

import type { ConcreteRequest } from 'relay-runtime';
export type AdminBrandRouteQuery$variables = {
  id: string;
};
export type AdminBrandRouteQuery$data = {
  readonly adminBrand: {
    readonly activity: ReadonlyArray<{
      readonly actingAdmin: string | null | undefined;
      readonly at: string;
      readonly by: string;
      readonly kind: string;
      readonly source: string;
    }>;
    readonly assets: number;
    readonly createdAt: string;
    readonly deletedAt: string | null | undefined;
    readonly events: number;
    readonly id: string;
    readonly members: ReadonlyArray<{
      readonly brandUserId: string;
      readonly displayName: string;
      readonly email: string;
      readonly role: string;
      readonly userId: string;
    }>;
    readonly name: string;
    readonly pages: number;
    readonly plan: string | null | undefined;
    readonly public: boolean;
    readonly slug: string;
    readonly storageBytes: number;
    readonly updatedAt: string;
  } | null | undefined;
};
export type AdminBrandRouteQuery = {
  response: AdminBrandRouteQuery$data;
  variables: AdminBrandRouteQuery$variables;
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
    "concreteType": "AdminBrand",
    "kind": "LinkedField",
    "name": "adminBrand",
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
        "name": "plan",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "public",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "updatedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pages",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "assets",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "storageBytes",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "events",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminBrandMember",
        "kind": "LinkedField",
        "name": "members",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "userId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "brandUserId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "displayName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminBrandActivity",
        "kind": "LinkedField",
        "name": "activity",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "source",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "at",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "by",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "actingAdmin",
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
    "name": "AdminBrandRouteQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminBrandRouteQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6d37b342078fdaae841d1b3c29f8b46d9aba9cb867dddaac9718992c1ea7f5bf",
    "metadata": {},
    "name": "AdminBrandRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "401c9c8506f92730cc9c256f228e6e57";

export default node;
