/**
 * @generated SignedSource<<ab61521658dd8c3dd1ad27950f819ca2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DeletedBrands_query$data = {
  readonly deletedBrands: ReadonlyArray<{
    readonly deletedAt: string | null | undefined;
    readonly id: string;
    readonly name: string;
    readonly slug: string;
  }>;
  readonly " $fragmentType": "DeletedBrands_query";
};
export type DeletedBrands_query$key = {
  readonly " $data"?: DeletedBrands_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeletedBrands_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeletedBrands_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Brand",
      "kind": "LinkedField",
      "name": "deletedBrands",
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
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "9dadbf0a40a7e132fcdca6bea5fd231e";

export default node;
