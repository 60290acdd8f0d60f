/**
 * @generated SignedSource<<b35b12d4cc0dffee1d290d46502fbb85>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type assetBin_brand$data = {
  readonly assetTags: ReadonlyArray<string>;
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"DeletedAssets_brand">;
  readonly " $fragmentType": "assetBin_brand";
};
export type assetBin_brand$key = {
  readonly " $data"?: assetBin_brand$data;
  readonly " $fragmentSpreads": FragmentRefs<"assetBin_brand">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "assetBin_brand",
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
      "name": "assetTags",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeletedAssets_brand"
    }
  ],
  "type": "Brand",
  "abstractKey": null
};

(node as any).hash = "636c6a8bd74a32ac64d6336cd5f7726e";

export default node;
