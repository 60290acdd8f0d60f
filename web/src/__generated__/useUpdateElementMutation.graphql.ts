/**
 * @generated SignedSource<<d95e7226d9ea65323595d5a8b2bcb93b>>
 * @relayHash dd888457e67de60cf921864ddbc0c886
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ac7703407df31d28266e9e76213853156bc659a928f04a77c97804af063c95d7

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ImageFit = "contain" | "cover" | "%future added value";
export type MockupVariant = "browser" | "card" | "laptop" | "phone" | "poster" | "%future added value";
export type RowWidth = "default" | "fullwidth" | "narrow" | "wide" | "%future added value";
export type VerticalAlign = "bottom" | "center" | "top" | "%future added value";
export type UpdateElementInput = {
  aiAssisted?: boolean | null | undefined;
  asset?: string | null | undefined;
  assets?: ReadonlyArray<string> | null | undefined;
  backgroundColor?: string | null | undefined;
  backgroundColorElement?: string | null | undefined;
  border?: boolean | null | undefined;
  borderRadius?: number | null | undefined;
  caption?: string | null | undefined;
  clientMutationId?: string | null | undefined;
  color?: string | null | undefined;
  colorElement?: string | null | undefined;
  colors?: ReadonlyArray<PaletteColorInput> | null | undefined;
  columns?: number | null | undefined;
  download?: boolean | null | undefined;
  elementId: string;
  fit?: ImageFit | null | undefined;
  fontAsset?: string | null | undefined;
  fontSize?: number | null | undefined;
  gapX?: number | null | undefined;
  gapY?: number | null | undefined;
  height?: number | null | undefined;
  info?: string | null | undefined;
  items?: ReadonlyArray<GalleryItemInput> | null | undefined;
  label?: string | null | undefined;
  lightbox?: boolean | null | undefined;
  linkedElement?: string | null | undefined;
  marginBottom?: number | null | undefined;
  marginTop?: number | null | undefined;
  marginX?: number | null | undefined;
  newLine?: boolean | null | undefined;
  pageId: string;
  public?: boolean | null | undefined;
  rotation?: number | null | undefined;
  rowBackgroundColor?: string | null | undefined;
  rowBackgroundColorElement?: string | null | undefined;
  rowBackgroundWidth?: RowWidth | null | undefined;
  rowBorderRadius?: number | null | undefined;
  rowWidth?: RowWidth | null | undefined;
  scale?: number | null | undefined;
  separator?: boolean | null | undefined;
  separatorSize?: number | null | undefined;
  skipHeadlines?: number | null | undefined;
  text?: string | null | undefined;
  textColor?: string | null | undefined;
  textColorElement?: string | null | undefined;
  url?: string | null | undefined;
  variant?: MockupVariant | null | undefined;
  verticalAlign?: VerticalAlign | null | undefined;
  width?: number | null | undefined;
};
export type PaletteColorInput = {
  color: string;
  label?: string | null | undefined;
};
export type GalleryItemInput = {
  asset: string;
  caption?: string | null | undefined;
  link?: string | null | undefined;
};
export type useUpdateElementMutation$variables = {
  input: UpdateElementInput;
};
export type useUpdateElementMutation$data = {
  readonly updateElement: {
    readonly element: {
      readonly " $fragmentSpreads": FragmentRefs<"elementData_elements">;
    };
    readonly page: {
      readonly " $fragmentSpreads": FragmentRefs<"elementAnswer_page">;
    };
  };
};
export type useUpdateElementMutation = {
  response: useUpdateElementMutation$data;
  variables: useUpdateElementMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "asset",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "color",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "caption",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateElementMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateElementPayload",
        "kind": "LinkedField",
        "name": "updateElement",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PageElement",
            "kind": "LinkedField",
            "name": "element",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "elementData_elements"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Page",
            "kind": "LinkedField",
            "name": "page",
            "plural": false,
            "selections": [
              {
                "args": [
                  {
                    "kind": "Literal",
                    "name": "elements",
                    "value": false
                  }
                ],
                "kind": "FragmentSpread",
                "name": "elementAnswer_page"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateElementMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateElementPayload",
        "kind": "LinkedField",
        "name": "updateElement",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PageElement",
            "kind": "LinkedField",
            "name": "element",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "elementId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
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
                "name": "newLine",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "verticalAlign",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "marginTop",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "marginBottom",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "marginX",
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
                "kind": "ScalarField",
                "name": "fontSize",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "borderRadius",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fontAsset",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "textColor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "textColorElement",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rowWidth",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rowBackgroundColor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rowBackgroundColorElement",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rowBackgroundWidth",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rowBorderRadius",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "assets",
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "variant",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "text",
                "storageKey": null
              },
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "colorElement",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PaletteColor",
                "kind": "LinkedField",
                "name": "colors",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "skipHeadlines",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              },
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "info",
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
                "name": "separator",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "separatorSize",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "linkedElement",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "columns",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rotation",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "scale",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "gapX",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "gapY",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "border",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lightbox",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "download",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "backgroundColor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "backgroundColorElement",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "GalleryItem",
                "kind": "LinkedField",
                "name": "items",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "link",
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
            "name": "page",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
                "concreteType": "PageUndo",
                "kind": "LinkedField",
                "name": "undo",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "canUndo",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "canRedo",
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
    "id": "ac7703407df31d28266e9e76213853156bc659a928f04a77c97804af063c95d7",
    "metadata": {},
    "name": "useUpdateElementMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e2a263f95ab0fc14ec5f5df31aa2fcb5";

export default node;
