/**
 * @generated SignedSource<<bf59ef2ba5bcf8298236aedb03cf9cb7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Plan = "basic" | "free" | "pro" | "%future added value";
export type UserRole = "editor" | "owner" | "public" | "shared" | "viewer" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type BrandHomeRoute_brand$data = {
  readonly bio: string;
  readonly colors: ReadonlyArray<{
    readonly cmyk: string;
    readonly hex: string;
    readonly label: string;
    readonly rgb: string;
  }>;
  readonly currentPlan: Plan | null | undefined;
  readonly fonts: ReadonlyArray<string>;
  readonly freePreview: boolean;
  readonly id: string;
  readonly name: string;
  readonly public: boolean;
  readonly publicIndex: boolean;
  readonly slug: string;
  readonly userRole: UserRole;
  readonly usp: string;
  readonly viewerCan: {
    readonly billing: boolean;
    readonly deleteBrand: boolean;
    readonly editContent: boolean;
    readonly manageLinks: boolean;
    readonly manageMembers: boolean;
    readonly readPrivate: boolean;
  };
  readonly " $fragmentSpreads": FragmentRefs<"BrandPalette_brand">;
  readonly " $fragmentType": "BrandHomeRoute_brand";
};
export type BrandHomeRoute_brand$key = {
  readonly " $data"?: BrandHomeRoute_brand$data;
  readonly " $fragmentSpreads": FragmentRefs<"BrandHomeRoute_brand">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BrandHomeRoute_brand",
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BrandPalette_brand"
    }
  ],
  "type": "Brand",
  "abstractKey": null
};

(node as any).hash = "7e9a71a6eead7e858947ca934ae3be97";

export default node;
