/**
 * @generated SignedSource<<aaf4660f5e0e69cc9ff7c0be4fb9942e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AssetStatus = "failed" | "pending" | "ready" | "uploaded" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PageRoute_page$data = {
  readonly backgroundColor: string | null | undefined;
  readonly backgroundColorElement: string | null | undefined;
  readonly deletedAt: string | null | undefined;
  readonly elements: ReadonlyArray<{
    readonly assetItem: {
      readonly byteSize: number;
      readonly downloadUrl: string | null | undefined;
      readonly extension: string;
      readonly font: {
        readonly family: string;
        readonly style: string;
      } | null | undefined;
      readonly height: number | null | undefined;
      readonly id: string;
      readonly lightboxPreview: string | null | undefined;
      readonly mimeType: string | null | undefined;
      readonly name: string;
      readonly preview: string | null | undefined;
      readonly status: AssetStatus;
      readonly url: string | null | undefined;
      readonly width: number | null | undefined;
    } | null | undefined;
    readonly assetList: ReadonlyArray<{
      readonly byteSize: number;
      readonly downloadUrl: string | null | undefined;
      readonly extension: string;
      readonly font: {
        readonly family: string;
        readonly style: string;
      } | null | undefined;
      readonly height: number | null | undefined;
      readonly id: string;
      readonly lightboxPreview: string | null | undefined;
      readonly mimeType: string | null | undefined;
      readonly name: string;
      readonly preview: string | null | undefined;
      readonly status: AssetStatus;
      readonly url: string | null | undefined;
      readonly width: number | null | undefined;
    }> | null | undefined;
    readonly font: {
      readonly byteSize: number;
      readonly downloadUrl: string | null | undefined;
      readonly extension: string;
      readonly font: {
        readonly family: string;
        readonly style: string;
      } | null | undefined;
      readonly height: number | null | undefined;
      readonly id: string;
      readonly lightboxPreview: string | null | undefined;
      readonly mimeType: string | null | undefined;
      readonly name: string;
      readonly preview: string | null | undefined;
      readonly status: AssetStatus;
      readonly url: string | null | undefined;
      readonly width: number | null | undefined;
    } | null | undefined;
    readonly linked: {
      readonly elementId: string;
      readonly page: {
        readonly name: string;
      };
      readonly " $fragmentSpreads": FragmentRefs<"elementData_elements">;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"elementData_elements">;
  }>;
  readonly font: {
    readonly id: string;
    readonly url: string | null | undefined;
  } | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly parent: {
    readonly name: string;
    readonly slug: string;
  } | null | undefined;
  readonly slug: string;
  readonly textColor: string | null | undefined;
  readonly textColorElement: string | null | undefined;
  readonly undo: {
    readonly canRedo: boolean;
    readonly canUndo: boolean;
  } | null | undefined;
  readonly updatedAt: string;
  readonly url: string;
  readonly " $fragmentType": "PageRoute_page";
};
export type PageRoute_page$key = {
  readonly " $data"?: PageRoute_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"PageRoute_page">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v4 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "elementData_elements"
},
v5 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/),
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
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "preview",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "lightboxPreview",
    "storageKey": null
  },
  (v3/*:: as any*/),
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PageRoute_page",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Page",
      "kind": "LinkedField",
      "name": "parent",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
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
      "concreteType": "Asset",
      "kind": "LinkedField",
      "name": "font",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v3/*:: as any*/)
      ],
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PageElement",
      "kind": "LinkedField",
      "name": "elements",
      "plural": true,
      "selections": [
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "PageElement",
          "kind": "LinkedField",
          "name": "linked",
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
              "concreteType": "Page",
              "kind": "LinkedField",
              "name": "page",
              "plural": false,
              "selections": [
                (v1/*:: as any*/)
              ],
              "storageKey": null
            },
            (v4/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Asset",
          "kind": "LinkedField",
          "name": "assetList",
          "plural": true,
          "selections": (v5/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Asset",
          "kind": "LinkedField",
          "name": "assetItem",
          "plural": false,
          "selections": (v5/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Asset",
          "kind": "LinkedField",
          "name": "font",
          "plural": false,
          "selections": (v5/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Page",
  "abstractKey": null
};
})();

(node as any).hash = "55370d35fb87281633dd3884fb9adf49";

export default node;
