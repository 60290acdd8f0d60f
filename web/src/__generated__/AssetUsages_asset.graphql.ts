/**
 * @generated SignedSource<<4f35e9271cbd83e79cf8410cf55b60a7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PageElementType = "color" | "download" | "font" | "gallery" | "headline" | "hyperlink" | "link" | "mockup" | "navigation" | "spacer" | "text" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AssetUsages_asset$data = {
  readonly usages: ReadonlyArray<{
    readonly element: {
      readonly elementId: string;
      readonly type: PageElementType;
    } | null | undefined;
    readonly field: string;
    readonly page: {
      readonly id: string;
      readonly name: string;
      readonly url: string;
    } | null | undefined;
  }>;
  readonly " $fragmentType": "AssetUsages_asset";
};
export type AssetUsages_asset$key = {
  readonly " $data"?: AssetUsages_asset$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssetUsages_asset">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AssetUsages_asset",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AssetUsage",
      "kind": "LinkedField",
      "name": "usages",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
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
              "name": "url",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageElement",
          "kind": "LinkedField",
          "name": "element",
          "plural": false,
          "selections": [
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
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Asset",
  "abstractKey": null
};

(node as any).hash = "410565b5129fe5775514847877f0f83b";

export default node;
