/**
 * @generated SignedSource<<6da64cdfa631c34a794d766acbab7582>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DeletedAssets_brand$data = {
  readonly deletedAssets: ReadonlyArray<{
    readonly deletedAt: string | null | undefined;
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deletedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Brand",
  "abstractKey": null
};

(node as any).hash = "6749ff1441e4f0c12edab55cd85bd028";

export default node;
