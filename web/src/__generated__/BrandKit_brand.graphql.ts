/**
 * @generated SignedSource<<b63898ce0b49963cae75b1a41885bbf5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AssetStatus = "failed" | "pending" | "ready" | "uploaded" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type BrandKit_brand$data = {
  readonly bio: string;
  readonly colors: ReadonlyArray<{
    readonly hex: string;
    readonly label: string;
  }>;
  readonly cover: {
    readonly id: string;
  } | null | undefined;
  readonly fonts: ReadonlyArray<{
    readonly files: ReadonlyArray<{
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
    }>;
    readonly name: string;
  }>;
  readonly id: string;
  readonly logo: {
    readonly id: string;
  } | null | undefined;
  readonly name: string;
  readonly public: boolean;
  readonly publicIndex: boolean;
  readonly readersSeeVersion: boolean;
  readonly slug: string;
  readonly usp: string;
  readonly viewerCan: {
    readonly editContent: boolean;
  };
  readonly " $fragmentType": "BrandKit_brand";
};
export type BrandKit_brand$key = {
  readonly " $data"?: BrandKit_brand$data;
  readonly " $fragmentSpreads": FragmentRefs<"BrandKit_brand">;
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
v2 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BrandKit_brand",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        }
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
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Asset",
          "kind": "LinkedField",
          "name": "files",
          "plural": true,
          "selections": [
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
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Asset",
      "kind": "LinkedField",
      "name": "cover",
      "plural": false,
      "selections": (v2/*:: as any*/),
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
      "concreteType": "BrandCapabilities",
      "kind": "LinkedField",
      "name": "viewerCan",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "editContent",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Brand",
  "abstractKey": null
};
})();

(node as any).hash = "42c94d1851ea96e1a8c70d2ba1957368";

export default node;
