/**
 * @generated SignedSource<<b2926ff9bb84b6efde058fedf9f8d638>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ImageFit = "contain" | "cover" | "%future added value";
export type MockupVariant = "browser" | "card" | "laptop" | "phone" | "poster" | "%future added value";
export type PageElementType = "color" | "download" | "font" | "gallery" | "headline" | "hyperlink" | "link" | "mockup" | "navigation" | "spacer" | "text" | "%future added value";
export type RowWidth = "default" | "fullwidth" | "narrow" | "wide" | "%future added value";
export type VerticalAlign = "bottom" | "center" | "top" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type elementData_elements$data = ReadonlyArray<{
  readonly asset: string | null | undefined;
  readonly assets: ReadonlyArray<string> | null | undefined;
  readonly backgroundColor: string | null | undefined;
  readonly backgroundColorElement: string | null | undefined;
  readonly border: boolean | null | undefined;
  readonly borderRadius: number;
  readonly caption: string | null | undefined;
  readonly color: string | null | undefined;
  readonly colorElement: string | null | undefined;
  readonly colors: ReadonlyArray<{
    readonly color: string;
    readonly label: string;
  }> | null | undefined;
  readonly columns: number | null | undefined;
  readonly download: boolean | null | undefined;
  readonly elementId: string;
  readonly fit: ImageFit | null | undefined;
  readonly fontAsset: string | null | undefined;
  readonly fontSize: number;
  readonly gapX: number | null | undefined;
  readonly gapY: number | null | undefined;
  readonly height: number;
  readonly id: string;
  readonly info: string | null | undefined;
  readonly items: ReadonlyArray<{
    readonly asset: string;
    readonly caption: string;
    readonly link: string;
  }> | null | undefined;
  readonly label: string | null | undefined;
  readonly lightbox: boolean | null | undefined;
  readonly linkedElement: string | null | undefined;
  readonly marginBottom: number;
  readonly marginTop: number;
  readonly marginX: number;
  readonly newLine: boolean;
  readonly public: boolean | null | undefined;
  readonly rotation: number | null | undefined;
  readonly rowBackgroundColor: string | null | undefined;
  readonly rowBackgroundColorElement: string | null | undefined;
  readonly rowBackgroundWidth: RowWidth;
  readonly rowBorderRadius: number;
  readonly rowWidth: RowWidth;
  readonly scale: number | null | undefined;
  readonly separator: boolean | null | undefined;
  readonly separatorSize: number | null | undefined;
  readonly skipHeadlines: number | null | undefined;
  readonly text: string | null | undefined;
  readonly textColor: string | null | undefined;
  readonly textColorElement: string | null | undefined;
  readonly type: PageElementType;
  readonly url: string | null | undefined;
  readonly variant: MockupVariant | null | undefined;
  readonly verticalAlign: VerticalAlign;
  readonly width: number;
  readonly " $fragmentType": "elementData_elements";
}>;
export type elementData_elements$key = ReadonlyArray<{
  readonly " $data"?: elementData_elements$data;
  readonly " $fragmentSpreads": FragmentRefs<"elementData_elements">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "asset",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "color",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "caption",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "elementData_elements",
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
    (v0/*:: as any*/),
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
    (v1/*:: as any*/),
    (v2/*:: as any*/),
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
        (v2/*:: as any*/),
        (v1/*:: as any*/)
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
    (v3/*:: as any*/),
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
        (v0/*:: as any*/),
        (v3/*:: as any*/),
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
  "type": "PageElement",
  "abstractKey": null
};
})();

(node as any).hash = "8ba2eff2d5fc46b0ed047000dd16e97d";

export default node;
