/**
 * @generated SignedSource<<828f92d18c4ccf4aba7b228421374cfe>>
 * @relayHash 9f3ccd95700a313e4020c43866a807c3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5a14f9ad30cbba476b2e4ddea8ff2a1ccd646b536c958e0fe0343c3c8966e913

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Plan = "basic" | "free" | "pro" | "%future added value";
export type AdminRouteQuery$variables = {
  adminId?: string | null | undefined;
  auditAdmin: string;
  auditBrand: string;
  auditUser: string;
  before?: string | null | undefined;
  brandId?: string | null | undefined;
  brands: number;
  byAdmin: boolean;
  byBrand: boolean;
  byUser: boolean;
  searching: boolean;
  since?: string | null | undefined;
  term: string;
  userId?: string | null | undefined;
  users: number;
};
export type AdminRouteQuery$data = {
  readonly adminAudit: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly " $fragmentSpreads": FragmentRefs<"AuditList_entries">;
      };
    }>;
  };
  readonly filterAdmin?: {
    readonly email?: string;
  } | null | undefined;
  readonly filterBrand?: {
    readonly name: string;
  } | null | undefined;
  readonly filterUser?: {
    readonly email?: string;
  } | null | undefined;
  readonly searchBrands?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly currentPlan: Plan | null | undefined;
        readonly deletedAt: string | null | undefined;
        readonly id: string;
        readonly name: string;
        readonly slug: string;
        readonly updatedAt: string;
      };
    }>;
    readonly totalCount: number;
  };
  readonly searchUsers?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly admin: boolean;
        readonly displayName: string;
        readonly email: string;
        readonly emailVerified: boolean;
        readonly id: string;
        readonly suspended: boolean;
      };
    }>;
    readonly totalCount: number;
  };
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type AdminRouteQuery = {
  response: AdminRouteQuery$data;
  variables: AdminRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "adminId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "auditAdmin"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "auditBrand"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "auditUser"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "before"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "brandId"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "brands"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "byAdmin"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "byBrand"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "byUser"
},
v10 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "searching"
},
v11 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "since"
},
v12 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "term"
},
v13 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v14 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "users"
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v15/*:: as any*/)
  ],
  "storageKey": null
},
v17 = {
  "kind": "Variable",
  "name": "term",
  "variableName": "term"
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v21 = {
  "condition": "searching",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "users"
        },
        (v17/*:: as any*/)
      ],
      "concreteType": "UserConnection",
      "kind": "LinkedField",
      "name": "searchUsers",
      "plural": false,
      "selections": [
        (v18/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "UserEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v15/*:: as any*/),
                (v19/*:: as any*/),
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
                  "name": "admin",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "suspended",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "emailVerified",
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
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "brands"
        },
        (v17/*:: as any*/)
      ],
      "concreteType": "BrandConnection",
      "kind": "LinkedField",
      "name": "searchBrands",
      "plural": false,
      "selections": [
        (v18/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "BrandEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Brand",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v15/*:: as any*/),
                (v20/*:: as any*/),
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
                  "name": "currentPlan",
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
  ]
},
v22 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "auditAdmin"
  }
],
v23 = {
  "kind": "InlineFragment",
  "selections": [
    (v19/*:: as any*/)
  ],
  "type": "User",
  "abstractKey": null
},
v24 = [
  (v23/*:: as any*/)
],
v25 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "auditUser"
  }
],
v26 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "auditBrand"
  }
],
v27 = [
  {
    "kind": "Variable",
    "name": "adminId",
    "variableName": "adminId"
  },
  {
    "kind": "Variable",
    "name": "before",
    "variableName": "before"
  },
  {
    "kind": "Variable",
    "name": "brandId",
    "variableName": "brandId"
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  },
  {
    "kind": "Variable",
    "name": "since",
    "variableName": "since"
  },
  {
    "kind": "Variable",
    "name": "userId",
    "variableName": "userId"
  }
],
v28 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "__typename",
    "storageKey": null
  },
  (v23/*:: as any*/),
  (v15/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/),
      (v11/*:: as any*/),
      (v12/*:: as any*/),
      (v13/*:: as any*/),
      (v14/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminRouteQuery",
    "selections": [
      (v16/*:: as any*/),
      (v21/*:: as any*/),
      {
        "condition": "byAdmin",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "filterAdmin",
            "args": (v22/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": (v24/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "byUser",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "filterUser",
            "args": (v25/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": (v24/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "byBrand",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "filterBrand",
            "args": (v26/*:: as any*/),
            "concreteType": "AdminBrand",
            "kind": "LinkedField",
            "name": "adminBrand",
            "plural": false,
            "selections": [
              (v20/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": null,
        "args": (v27/*:: as any*/),
        "concreteType": "AuditEntryConnection",
        "kind": "LinkedField",
        "name": "adminAudit",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AuditEntryEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AuditEntry",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "AuditList_entries"
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
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v12/*:: as any*/),
      (v10/*:: as any*/),
      (v14/*:: as any*/),
      (v6/*:: as any*/),
      (v0/*:: as any*/),
      (v13/*:: as any*/),
      (v5/*:: as any*/),
      (v11/*:: as any*/),
      (v4/*:: as any*/),
      (v7/*:: as any*/),
      (v9/*:: as any*/),
      (v8/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AdminRouteQuery",
    "selections": [
      (v16/*:: as any*/),
      (v21/*:: as any*/),
      {
        "condition": "byAdmin",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "filterAdmin",
            "args": (v22/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": (v28/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "byUser",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "filterUser",
            "args": (v25/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": (v28/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "byBrand",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "filterBrand",
            "args": (v26/*:: as any*/),
            "concreteType": "AdminBrand",
            "kind": "LinkedField",
            "name": "adminBrand",
            "plural": false,
            "selections": [
              (v20/*:: as any*/),
              (v15/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": null,
        "args": (v27/*:: as any*/),
        "concreteType": "AuditEntryConnection",
        "kind": "LinkedField",
        "name": "adminAudit",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AuditEntryEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AuditEntry",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v15/*:: as any*/),
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
                    "name": "adminId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "adminEmail",
                    "storageKey": null
                  },
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
                    "name": "userEmail",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reason",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "startedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "until",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "changes",
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
    ]
  },
  "params": {
    "id": "5a14f9ad30cbba476b2e4ddea8ff2a1ccd646b536c958e0fe0343c3c8966e913",
    "metadata": {},
    "name": "AdminRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fcf630837b3688d4b5830f136594af8d";

export default node;
