/**
 * @generated SignedSource<<6f1fd69225ec2953ad36a63476c5e90e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PageRoute_page$data = {
  readonly backgroundColor: string | null | undefined;
  readonly backgroundColorElement: string | null | undefined;
  readonly deletedAt: string | null | undefined;
  readonly elements: ReadonlyArray<{
    readonly linked: {
      readonly elementId: string;
      readonly page: {
        readonly name: string;
      };
      readonly " $fragmentSpreads": FragmentRefs<"elementData_elements">;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"elementData_elements">;
  }>;
  readonly id: string;
  readonly name: string;
  readonly parent: {
    readonly name: string;
    readonly slug: string;
  } | null | undefined;
  readonly slug: string;
  readonly textColor: string | null | undefined;
  readonly textColorElement: string | null | undefined;
  readonly updatedAt: string;
  readonly url: string;
  readonly " $fragmentType": "PageRoute_page";
};
export type PageRoute_page$key = {
  readonly " $data"?: PageRoute_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"PageRoute_page">;
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
  "args": null,
  "kind": "FragmentSpread",
  "name": "elementData_elements"
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PageRoute_page",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Page",
      "kind": "LinkedField",
      "name": "parent",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "textColor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "textColorElement",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "backgroundColor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "backgroundColorElement",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deletedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PageElement",
      "kind": "LinkedField",
      "name": "elements",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "PageElement",
          "kind": "LinkedField",
          "name": "linked",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "elementId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Page",
              "kind": "LinkedField",
              "name": "page",
              "plural": false,
              "selections": [
                (v0/*:: as any*/)
              ],
              "storageKey": null
            },
            (v2/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Page",
  "abstractKey": null
};
})();

(node as any).hash = "c0f721ab82c8bb4f2e3d8445bf53dfab";

export default node;
