/**
 * @generated SignedSource<<f6c8eb46d3881be2ea7d21a802ff2ffe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type connections_brandEdge$data = {
  readonly cursor: string;
  readonly node: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"BrandCard_brand">;
  };
  readonly " $fragmentType": "connections_brandEdge";
};
export type connections_brandEdge$key = {
  readonly " $data"?: connections_brandEdge$data;
  readonly " $fragmentSpreads": FragmentRefs<"connections_brandEdge">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "connections_brandEdge",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cursor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Brand",
      "kind": "LinkedField",
      "name": "node",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "BrandCard_brand"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "BrandEdge",
  "abstractKey": null
};

(node as any).hash = "4039f5ade1036df2acf3f5715bc28ee4";

export default node;
