/**
 * @generated SignedSource<<b04127a43817f262f1af6bf3f3c0b4a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DeletedAssets_brand$data = {
  readonly deletedAssets: ReadonlyArray<{
    readonly extension: string;
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "DeletedAssets_brand";
};
export type DeletedAssets_brand$key = {
  readonly " $data"?: DeletedAssets_brand$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeletedAssets_brand">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeletedAssets_brand",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Asset",
      "kind": "LinkedField",
      "name": "deletedAssets",
      "plural": true,
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
          "name": "extension",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Brand",
  "abstractKey": null
};

(node as any).hash = "e4d9a3ad712854ea0b37fa457c070d53";

export default node;
