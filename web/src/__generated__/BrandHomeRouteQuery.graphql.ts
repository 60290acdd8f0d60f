/**
 * @generated SignedSource<<dd760dba14769a4ec7ee344b14a6c186>>
 * @relayHash 2ec4d5b57ab0cbc7f79f286dcdbc2e69
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 561e2cf430ca307f2817f19d9e4a7ebe626b7fa945c5a9fa5d0776659b795421

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UserRole = "editor" | "owner" | "public" | "shared" | "viewer" | "%future added value";
export type BrandHomeRouteQuery$variables = {
  byId: boolean;
  id: string;
  slug: string;
};
export type BrandHomeRouteQuery$data = {
  readonly byId?: {
    readonly id: string;
    readonly userRole: UserRole;
    readonly viewerCan: {
      readonly readPrivate: boolean;
    };
    readonly " $fragmentSpreads": FragmentRefs<"BrandHomeRoute_brand" | "PageTree_brand">;
  } | null | undefined;
  readonly bySlug?: {
    readonly id: string;
    readonly userRole: UserRole;
    readonly viewerCan: {
      readonly readPrivate: boolean;
    };
    readonly " $fragmentSpreads": FragmentRefs<"BrandHomeRoute_brand" | "PageTree_brand">;
  } | null | undefined;
  readonly sharedLinkEnded: boolean;
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
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userRole",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "readPrivate",
  "storageKey": null
},
v7 = [
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "BrandCapabilities",
    "kind": "LinkedField",
    "name": "viewerCan",
    "plural": false,
    "selections": [
      (v6/*:: as any*/)
    ],
    "storageKey": null
  },
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
v8 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v9 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "brandSlug",
      "variableName": "slug"
    }
  ],
  "kind": "ScalarField",
  "name": "sharedLinkEnded",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "preview",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lightboxPreview",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v16 = [
  (v4/*:: as any*/),
  (v10/*:: as any*/)
],
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "color",
  "storageKey": null
},
v18 = [
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "BrandCapabilities",
    "kind": "LinkedField",
    "name": "viewerCan",
    "plural": false,
    "selections": [
      (v6/*:: as any*/),
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "read",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  (v10/*:: as any*/),
  (v11/*:: as any*/),
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
      (v12/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "BrandFont",
    "kind": "LinkedField",
    "name": "fonts",
    "plural": true,
    "selections": [
      (v10/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Asset",
        "kind": "LinkedField",
        "name": "files",
        "plural": true,
        "selections": [
          (v4/*:: as any*/),
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "extension",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "byteSize",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mimeType",
            "storageKey": null
          },
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "downloadUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "width",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "height",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AssetFont",
            "kind": "LinkedField",
            "name": "font",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "family",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "style",
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
    "args": null,
    "concreteType": "Asset",
    "kind": "LinkedField",
    "name": "logo",
    "plural": false,
    "selections": [
      (v4/*:: as any*/),
      (v13/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Asset",
    "kind": "LinkedField",
    "name": "cover",
    "plural": false,
    "selections": [
      (v4/*:: as any*/),
      (v14/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "readersSeeVersion",
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
    "concreteType": "BrandVersion",
    "kind": "LinkedField",
    "name": "shownVersion",
    "plural": false,
    "selections": (v16/*:: as any*/),
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
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v15/*:: as any*/)
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
                  (v17/*:: as any*/),
                  (v12/*:: as any*/)
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
          (v17/*:: as any*/),
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
    "concreteType": "Page",
    "kind": "LinkedField",
    "name": "pages",
    "plural": true,
    "selections": [
      (v4/*:: as any*/),
      (v10/*:: as any*/),
      (v11/*:: as any*/),
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
    "selections": (v16/*:: as any*/),
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
            "selections": (v7/*:: as any*/),
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
            "args": (v8/*:: as any*/),
            "concreteType": "Brand",
            "kind": "LinkedField",
            "name": "brand",
            "plural": false,
            "selections": (v7/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      (v9/*:: as any*/)
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
            "selections": (v18/*:: as any*/),
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
            "args": (v8/*:: as any*/),
            "concreteType": "Brand",
            "kind": "LinkedField",
            "name": "brand",
            "plural": false,
            "selections": (v18/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      (v9/*:: as any*/)
    ]
  },
  "params": {
    "id": "561e2cf430ca307f2817f19d9e4a7ebe626b7fa945c5a9fa5d0776659b795421",
    "metadata": {},
    "name": "BrandHomeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7fdc4730052f5d2ade1f8bb2b5cd6748";

export default node;
