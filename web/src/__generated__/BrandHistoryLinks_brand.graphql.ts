/**
 * @generated SignedSource<<8e24c3a9ef17bdcb6cf2b7e34c1d8b95>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BrandHistoryLinks_brand$data = {
  readonly slug: string;
  readonly viewerCan: {
    readonly read: boolean;
    readonly readPrivate: boolean;
  };
  readonly " $fragmentType": "BrandHistoryLinks_brand";
};
export type BrandHistoryLinks_brand$key = {
  readonly " $data"?: BrandHistoryLinks_brand$data;
  readonly " $fragmentSpreads": FragmentRefs<"BrandHistoryLinks_brand">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BrandHistoryLinks_brand",
  "selections": [
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
      "concreteType": "BrandCapabilities",
      "kind": "LinkedField",
      "name": "viewerCan",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "read",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "readPrivate",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Brand",
  "abstractKey": null
};

(node as any).hash = "9ff171448861907fa0eb7c104ec1e621";

export default node;
