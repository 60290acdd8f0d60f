/**
 * @generated SignedSource<<14ba1111b280bea401a9ec66d2e664f7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BrandSettingsGeneral_brand$data = {
  readonly bio: string;
  readonly id: string;
  readonly name: string;
  readonly public: boolean;
  readonly publicIndex: boolean;
  readonly slug: string;
  readonly usp: string;
  readonly " $fragmentType": "BrandSettingsGeneral_brand";
};
export type BrandSettingsGeneral_brand$key = {
  readonly " $data"?: BrandSettingsGeneral_brand$data;
  readonly " $fragmentSpreads": FragmentRefs<"BrandSettingsGeneral_brand">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BrandSettingsGeneral_brand",
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
    }
  ],
  "type": "Brand",
  "abstractKey": null
};

(node as any).hash = "a0da19a5f0e7934598dd870fb14b79c0";

export default node;
