/**
 * @generated SignedSource<<2226e7816d195d802867e094e66862c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PageElementType = "color" | "headline" | "hyperlink" | "link" | "navigation" | "spacer" | "text" | "%future added value";
export type RowWidth = "default" | "fullwidth" | "narrow" | "wide" | "%future added value";
export type VerticalAlign = "bottom" | "center" | "top" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type elementData_elements$data = ReadonlyArray<{
  readonly borderRadius: number;
  readonly caption: string | null | undefined;
  readonly color: string | null | undefined;
  readonly colors: ReadonlyArray<{
    readonly color: string;
    readonly label: string;
  }> | null | undefined;
  readonly elementId: string;
  readonly fontAsset: string | null | undefined;
  readonly fontSize: number;
  readonly height: number;
  readonly id: string;
  readonly info: string | null | undefined;
  readonly label: string | null | undefined;
  readonly linkedElement: string | null | undefined;
  readonly marginBottom: number;
  readonly marginTop: number;
  readonly marginX: number;
  readonly newLine: boolean;
  readonly public: boolean | null | undefined;
  readonly rowBackgroundColor: string | null | undefined;
  readonly rowBackgroundColorElement: string | null | undefined;
  readonly rowBackgroundWidth: RowWidth;
  readonly rowBorderRadius: number;
  readonly rowWidth: RowWidth;
  readonly separator: boolean | null | undefined;
  readonly separatorSize: number | null | undefined;
  readonly skipHeadlines: number | null | undefined;
  readonly text: string | null | undefined;
  readonly textColor: string | null | undefined;
  readonly textColorElement: string | null | undefined;
  readonly type: PageElementType;
  readonly url: string | null | undefined;
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
  "name": "label",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "color",
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
      "name": "height",
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
      "name": "fontSize",
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
      "name": "borderRadius",
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
      "name": "text",
      "storageKey": null
    },
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "PaletteColor",
      "kind": "LinkedField",
      "name": "colors",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        (v0/*:: as any*/)
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
      "name": "caption",
      "storageKey": null
    },
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
    }
  ],
  "type": "PageElement",
  "abstractKey": null
};
})();

(node as any).hash = "5ab97066b9b086ef2363b1180970a139";

export default node;
