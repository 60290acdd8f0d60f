/**
 * @generated SignedSource<<78121e5b3413b5429f484b312fbc4b0f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DirectoryRoute_brand$data = {
  readonly bio: string;
  readonly logo: {
    readonly preview: string | null | undefined;
  } | null | undefined;
  readonly name: string;
  readonly slug: string;
  readonly " $fragmentType": "DirectoryRoute_brand";
};
export type DirectoryRoute_brand$key = {
  readonly " $data"?: DirectoryRoute_brand$data;
  readonly " $fragmentSpreads": FragmentRefs<"DirectoryRoute_brand">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DirectoryRoute_brand",
  "selections": [
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Brand",
  "abstractKey": null
};

(node as any).hash = "115c4df9d32d3ddd63e642c5cb2d051d";

export default node;
