/**
 * @generated SignedSource<<d821de90beed91c9f85efcbe0b480c8d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BrandImages_brand$data = {
  readonly cover: {
    readonly id: string;
    readonly name: string;
    readonly preview: string | null | undefined;
  } | null | undefined;
  readonly id: string;
  readonly logo: {
    readonly id: string;
    readonly name: string;
    readonly preview: string | null | undefined;
  } | null | undefined;
  readonly slug: string;
  readonly " $fragmentType": "BrandImages_brand";
};
export type BrandImages_brand$key = {
  readonly " $data"?: BrandImages_brand$data;
  readonly " $fragmentSpreads": FragmentRefs<"BrandImages_brand">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
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
    "name": "preview",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BrandImages_brand",
  "selections": [
    (v0/*:: as any*/),
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
      "concreteType": "Asset",
      "kind": "LinkedField",
      "name": "logo",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Asset",
      "kind": "LinkedField",
      "name": "cover",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Brand",
  "abstractKey": null
};
})();

(node as any).hash = "231611d8e1d563f08452720af1f951db";

export default node;
