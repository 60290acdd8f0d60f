/**
 * @generated SignedSource<<43f1fa33875b2005dd44de52acf3a5c3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type brandFields_brand$data = {
  readonly bio: string;
  readonly colors: ReadonlyArray<{
    readonly hex: string;
    readonly label: string;
  }>;
  readonly cover: {
    readonly id: string;
  } | null | undefined;
  readonly fonts: ReadonlyArray<{
    readonly files: ReadonlyArray<{
      readonly id: string;
    }>;
    readonly name: string;
  }>;
  readonly id: string;
  readonly logo: {
    readonly id: string;
  } | null | undefined;
  readonly name: string;
  readonly public: boolean;
  readonly publicIndex: boolean;
  readonly readersSeeVersion: boolean;
  readonly slug: string;
  readonly usp: string;
  readonly " $fragmentType": "brandFields_brand";
};
export type brandFields_brand$key = {
  readonly " $data"?: brandFields_brand$data;
  readonly " $fragmentSpreads": FragmentRefs<"brandFields_brand">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "brandFields_brand",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BrandColor",
      "kind": "LinkedField",
      "name": "colors",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hex",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BrandFont",
      "kind": "LinkedField",
      "name": "fonts",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Asset",
          "kind": "LinkedField",
          "name": "files",
          "plural": true,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Asset",
      "kind": "LinkedField",
      "name": "logo",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Asset",
      "kind": "LinkedField",
      "name": "cover",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "readersSeeVersion",
      "storageKey": null
    }
  ],
  "type": "Brand",
  "abstractKey": null
};
})();

(node as any).hash = "e34814abc1483025b460654b8bb98266";

export default node;
