/**
 * @generated SignedSource<<eedea8fba5ad69d5b59f5b27c6df5304>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BrandLogo_brand$data = {
  readonly id: string;
  readonly logo: {
    readonly id: string;
    readonly name: string;
    readonly preview: string | null | undefined;
  } | null | undefined;
  readonly slug: string;
  readonly " $fragmentType": "BrandLogo_brand";
};
export type BrandLogo_brand$key = {
  readonly " $data"?: BrandLogo_brand$data;
  readonly " $fragmentSpreads": FragmentRefs<"BrandLogo_brand">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BrandLogo_brand",
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
      "selections": [
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
      ],
      "storageKey": null
    }
  ],
  "type": "Brand",
  "abstractKey": null
};
})();

(node as any).hash = "1dca3770064ab9adf6d7577be38f09f8";

export default node;
