/**
 * @generated SignedSource<<326fd1033a355e81cbf32f9ccb1d7a6f>>
 * @relayHash 7ef2d6a8a2fd76e66b00f93442eaf64e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7c8eeb84ff2e05f8e4c1b810ce9d792f28952fba88a42480861cb4f73d51f526

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
    "id": "7c8eeb84ff2e05f8e4c1b810ce9d792f28952fba88a42480861cb4f73d51f526",
    "metadata": {},
    "name": "AdminBrandRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "12db677993dd6d7372f7c3ae4c0b7071";

export default node;
