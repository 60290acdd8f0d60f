/**
 * @generated SignedSource<<83755c91b0d88dc89aaca261efc8eb5d>>
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
  readonly currentPlan: Plan | null | undefined;
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

const node: ReaderFragment = {
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

(node as any).hash = "075c74d03022da39c1eb8e41ff4b2aab";

export default node;
