/**
 * @generated SignedSource<<2f9eab5f2c54f3316416647f36e0c2ea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Plan = "basic" | "free" | "pro" | "%future added value";
export type UserRole = "editor" | "owner" | "public" | "shared" | "viewer" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type BrandCard_brand$data = {
  readonly colors: ReadonlyArray<{
    readonly hex: string;
  }>;
  readonly cover: {
    readonly preview: string | null | undefined;
  } | null | undefined;
  readonly currentPlan: Plan | null | undefined;
  readonly logo: {
    readonly preview: string | null | undefined;
  } | null | undefined;
  readonly name: string;
  readonly slug: string;
  readonly updatedAt: string;
  readonly userRole: UserRole;
  readonly " $fragmentType": "BrandCard_brand";
};
export type BrandCard_brand$key = {
  readonly " $data"?: BrandCard_brand$data;
  readonly " $fragmentSpreads": FragmentRefs<"BrandCard_brand">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
  "name": "BrandCard_brand",
  "selections": [
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
      "concreteType": "Asset",
      "kind": "LinkedField",
      "name": "logo",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Asset",
      "kind": "LinkedField",
      "name": "cover",
      "plural": false,
      "selections": (v0/*:: as any*/),
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currentPlan",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userRole",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    }
  ],
  "type": "Brand",
  "abstractKey": null
};
})();

(node as any).hash = "264a501c16862ac76719eddfd0c37065";

export default node;
