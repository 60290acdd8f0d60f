/**
 * @generated SignedSource<<d72045e5f4c58faa1d1ac82ee4b93d7d>>
 * @relayHash ffa0be57ad640d45e672b1e695e30486
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eafa5c13360480c02fe72ab841b1a9f3b444d5686ca35706b3d1ca32ec4f3274

import type { ConcreteRequest } from 'relay-runtime';
export type Plan = "basic" | "free" | "pro" | "%future added value";
export type UserRole = "editor" | "owner" | "public" | "shared" | "viewer" | "%future added value";
export type BrandHomeRouteQuery$variables = {
  slug: string;
};
export type BrandHomeRouteQuery$data = {
  readonly brandBySlug: {
    readonly bio: string;
    readonly currentPlan: Plan;
    readonly id: string;
    readonly name: string;
    readonly slug: string;
    readonly userRole: UserRole;
  } | null | undefined;
};
export type BrandHomeRouteQuery = {
  response: BrandHomeRouteQuery$data;
  variables: BrandHomeRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "slug",
        "variableName": "slug"
      }
    ],
    "concreteType": "Brand",
    "kind": "LinkedField",
    "name": "brandBySlug",
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
        "name": "bio",
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
        "name": "userRole",
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
    "name": "BrandHomeRouteQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BrandHomeRouteQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "eafa5c13360480c02fe72ab841b1a9f3b444d5686ca35706b3d1ca32ec4f3274",
    "metadata": {},
    "name": "BrandHomeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "745e08c69af772602fc5ff8190c8e6db";

export default node;
