/**
 * @generated SignedSource<<146d01f5558b0e84a0bb484e8f58dad2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type pageSettings_page$data = {
  readonly backgroundColor: string | null | undefined;
  readonly backgroundColorElement: string | null | undefined;
  readonly fontAsset: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly parent: {
    readonly id: string;
  } | null | undefined;
  readonly slug: string;
  readonly textColor: string | null | undefined;
  readonly textColorElement: string | null | undefined;
  readonly " $fragmentType": "pageSettings_page";
};
export type pageSettings_page$key = {
  readonly " $data"?: pageSettings_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"pageSettings_page">;
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
  "name": "pageSettings_page",
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
      "name": "slug",
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
        (v0/*:: as any*/)
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
      "name": "fontAsset",
      "storageKey": null
    }
  ],
  "type": "Page",
  "abstractKey": null
};
})();

(node as any).hash = "4eb79100a329811faa31c77a1e44001e";

export default node;
