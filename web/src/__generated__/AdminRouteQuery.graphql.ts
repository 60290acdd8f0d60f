/**
 * @generated SignedSource<<1c57f50a13bb1a2247321d194694a03a>>
 * @relayHash 47b50424ef993495491765186edab5a1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bdb58ad7e59328f1335f4f5ab1d8334c62f08077976d9cefda5fe86b426657fd

import type { ConcreteRequest } from 'relay-runtime';
export type Plan = "basic" | "free" | "pro" | "%future added value";
export type AdminRouteQuery$variables = {
  searching: boolean;
  term: string;
};
export type AdminRouteQuery$data = {
  readonly adminAudit: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly adminEmail: string;
        readonly changes: number;
        readonly endedAt: string | null | undefined;
        readonly id: string;
        readonly reason: string;
        readonly startedAt: string;
        readonly until: string;
        readonly userEmail: string;
      };
    }>;
  };
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
        readonly email: string;
        readonly emailVerified: boolean;
        readonly id: string;
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
  "name": "searching"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "term"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "kind": "Literal",
  "name": "first",
  "value": 20
},
v4 = [
  (v3/*:: as any*/),
  {
    "kind": "Variable",
    "name": "term",
    "variableName": "term"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v6 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v2/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "condition": "searching",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "UserConnection",
        "kind": "LinkedField",
        "name": "searchUsers",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
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
                  (v2/*:: as any*/),
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
                    "name": "admin",
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
        "args": (v4/*:: as any*/),
        "concreteType": "BrandConnection",
        "kind": "LinkedField",
        "name": "searchBrands",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
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
                  (v2/*:: as any*/),
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
  {
    "alias": null,
    "args": [
      (v3/*:: as any*/)
    ],
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
              (v2/*:: as any*/),
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
    "storageKey": "adminAudit(first:20)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminRouteQuery",
    "selections": (v6/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AdminRouteQuery",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "id": "bdb58ad7e59328f1335f4f5ab1d8334c62f08077976d9cefda5fe86b426657fd",
    "metadata": {},
    "name": "AdminRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7ac1292cf414516bcce23a9726e5716e";

export default node;
