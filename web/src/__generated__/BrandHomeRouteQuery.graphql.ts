/**
 * @generated SignedSource<<83ba8e6b0dc50238c862a58476974e4c>>
 * @relayHash 21630fdd94a8297ca8b10dd62f3e007e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b4d84513dff38443699d8984aaf28e3b9801463e9ee21f12682daa23c5c8e3d7

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BrandHomeRouteQuery$variables = {
  byId: boolean;
  id: string;
  slug: string;
};
export type BrandHomeRouteQuery$data = {
  readonly byId?: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"BrandHomeRoute_brand" | "PageTree_brand">;
  } | null | undefined;
  readonly bySlug?: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"BrandHomeRoute_brand" | "PageTree_brand">;
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = [
  (v4/*:: as any*/),
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "BrandHomeRoute_brand"
  },
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "PageTree_brand"
  }
],
v6 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "color",
  "storageKey": null
},
v11 = [
  (v4/*:: as any*/),
  (v7/*:: as any*/),
  (v8/*:: as any*/),
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
    "name": "publicIndex",
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
    "name": "freePreview",
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
    "concreteType": "BrandCapabilities",
    "kind": "LinkedField",
    "name": "viewerCan",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "readPrivate",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "editContent",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "manageMembers",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "manageLinks",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "billing",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deleteBrand",
        "storageKey": null
      }
    ],
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
      (v9/*:: as any*/),
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
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "ColorPalette",
    "kind": "LinkedField",
    "name": "colorPalette",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ColorPalettePage",
        "kind": "LinkedField",
        "name": "pages",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Page",
            "kind": "LinkedField",
            "name": "page",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ColorPaletteSection",
            "kind": "LinkedField",
            "name": "sections",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "headline",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PaletteEntry",
                "kind": "LinkedField",
                "name": "colors",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "elementId",
                    "storageKey": null
                  },
                  (v10/*:: as any*/),
                  (v9/*:: as any*/)
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
        "args": null,
        "concreteType": "CountedColor",
        "kind": "LinkedField",
        "name": "otherColors",
        "plural": true,
        "selections": [
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "count",
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
    "args": null,
    "concreteType": "Asset",
    "kind": "LinkedField",
    "name": "logo",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "preview",
        "storageKey": null
      },
      (v4/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Page",
    "kind": "LinkedField",
    "name": "pages",
    "plural": true,
    "selections": [
      (v4/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Page",
        "kind": "LinkedField",
        "name": "parent",
        "plural": false,
        "selections": [
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Page",
    "kind": "LinkedField",
    "name": "deletedPages",
    "plural": true,
    "selections": [
      (v4/*:: as any*/),
      (v7/*:: as any*/)
    ],
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
            "selections": (v5/*:: as any*/),
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
            "args": (v6/*:: as any*/),
            "concreteType": "Brand",
            "kind": "LinkedField",
            "name": "brand",
            "plural": false,
            "selections": (v5/*:: as any*/),
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
            "selections": (v11/*:: as any*/),
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
            "args": (v6/*:: as any*/),
            "concreteType": "Brand",
            "kind": "LinkedField",
            "name": "brand",
            "plural": false,
            "selections": (v11/*:: as any*/),
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "b4d84513dff38443699d8984aaf28e3b9801463e9ee21f12682daa23c5c8e3d7",
    "metadata": {},
    "name": "BrandHomeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "91550453411c61bfba30d6368e1ac22c";

export default node;
