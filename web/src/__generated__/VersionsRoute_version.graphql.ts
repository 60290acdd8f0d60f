/**
 * @generated SignedSource<<465554ee67d173e42de955a87bbc4d0b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VersionsRoute_version$data = {
  readonly at: string;
  readonly createdBy: {
    readonly avatar: string | null | undefined;
    readonly email: string;
    readonly id: string;
  } | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly notes: string;
  readonly " $fragmentType": "VersionsRoute_version";
};
export type VersionsRoute_version$key = {
  readonly " $data"?: VersionsRoute_version$data;
  readonly " $fragmentSpreads": FragmentRefs<"VersionsRoute_version">;
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
  "name": "VersionsRoute_version",
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
      "name": "notes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "at",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BrandUserAccount",
      "kind": "LinkedField",
      "name": "createdBy",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "avatar",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "BrandVersion",
  "abstractKey": null
};
})();

(node as any).hash = "27918d42841ac51daa0e65008875faa9";

export default node;
