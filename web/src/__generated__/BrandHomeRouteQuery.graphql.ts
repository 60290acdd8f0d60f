/**
 * @generated SignedSource<<87a8d8c4a2108c43fa9fdbb1667abd88>>
 * @relayHash 6133599347cf2b5991e063634cba3c93
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 574c28effce81a61f490c53f3069435b7a6a2a25cd78d4dce1d9c62dfd236b75

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BrandHomeRouteQuery$variables = {
  byId: boolean;
  id: string;
  slug: string;
};
export type BrandHomeRouteQuery$data = {
  readonly byId?: {
    readonly " $fragmentSpreads": FragmentRefs<"BrandHomeRoute_brand">;
  } | null | undefined;
  readonly bySlug?: {
    readonly " $fragmentSpreads": FragmentRefs<"BrandHomeRoute_brand">;
  } | null | undefined;
};
export type BrandHomeRouteQuery = {
  response: BrandHomeRouteQuery$data;
  variables: BrandHomeRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "byId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v3 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v4 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "BrandHomeRoute_brand"
  }
],
v5 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v6 = [
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
    "name": "usp",
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
    "name": "currentPlan",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "userRole",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "BrandColor",
    "kind": "LinkedField",
    "name": "colors",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hex",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "label",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rgb",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "cmyk",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "fonts",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "BrandHomeRouteQuery",
    "selections": [
      {
        "condition": "byId",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": "bySlug",
            "args": (v3/*:: as any*/),
            "concreteType": "Brand",
            "kind": "LinkedField",
            "name": "brandBySlug",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "byId",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "byId",
            "args": (v5/*:: as any*/),
            "concreteType": "Brand",
            "kind": "LinkedField",
            "name": "brand",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "BrandHomeRouteQuery",
    "selections": [
      {
        "condition": "byId",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": "bySlug",
            "args": (v3/*:: as any*/),
            "concreteType": "Brand",
            "kind": "LinkedField",
            "name": "brandBySlug",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "byId",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "byId",
            "args": (v5/*:: as any*/),
            "concreteType": "Brand",
            "kind": "LinkedField",
            "name": "brand",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "574c28effce81a61f490c53f3069435b7a6a2a25cd78d4dce1d9c62dfd236b75",
    "metadata": {},
    "name": "BrandHomeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f35f1c9a6cec7223e194f1cb3f5b63bc";

export default node;
