/**
 * @generated SignedSource<<a9eb2e3562e5d3812858795516fac46a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type UserRole = "editor" | "owner" | "public" | "shared" | "viewer" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type VersionPageTree_brand$data = {
  readonly logo: {
    readonly preview: string | null | undefined;
  } | null | undefined;
  readonly name: string;
  readonly pages: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly parent: {
      readonly id: string;
    } | null | undefined;
    readonly slug: string;
  }>;
  readonly slug: string;
  readonly userRole: UserRole;
  readonly " $fragmentType": "VersionPageTree_brand";
};
export type VersionPageTree_brand$key = {
  readonly " $data"?: VersionPageTree_brand$data;
  readonly " $fragmentSpreads": FragmentRefs<"VersionPageTree_brand">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v2 = {
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
  "name": "VersionPageTree_brand",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
      "concreteType": "Asset",
      "kind": "LinkedField",
      "name": "logo",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "preview",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Page",
      "kind": "LinkedField",
      "name": "pages",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Page",
          "kind": "LinkedField",
          "name": "parent",
          "plural": false,
          "selections": [
            (v2/*:: as any*/)
          ],
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

(node as any).hash = "2e3dced206e85be3b59853c117be41d5";

export default node;
