/**
 * @generated SignedSource<<b63d3056c0dd109e4294809c2332f1b4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DeletedBrands_brand$data = {
  readonly deletedAt: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly " $fragmentType": "DeletedBrands_brand";
};
export type DeletedBrands_brand$key = {
  readonly " $data"?: DeletedBrands_brand$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeletedBrands_brand">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeletedBrands_brand",
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
      "name": "deletedAt",
      "storageKey": null
    }
  ],
  "type": "Brand",
  "abstractKey": null
};

(node as any).hash = "cf9cb5d2f6983faacbc5dc71440c972e";

export default node;
