/**
 * @generated SignedSource<<a2da77bdf20d6c9762cb19da8b8066bc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type assetBin_asset$data = {
  readonly deletedAt: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "assetBin_asset";
};
export type assetBin_asset$key = {
  readonly " $data"?: assetBin_asset$data;
  readonly " $fragmentSpreads": FragmentRefs<"assetBin_asset">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "assetBin_asset",
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
      "name": "deletedAt",
      "storageKey": null
    }
  ],
  "type": "Asset",
  "abstractKey": null
};

(node as any).hash = "36d59cae7671cbddf37687a28d753e67";

export default node;
