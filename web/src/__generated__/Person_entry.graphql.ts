/**
 * @generated SignedSource<<15c75c4ac103faa340db2a5e62e34c8e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type HistoryEntryKind = "CREATED" | "DELETED" | "EDIT" | "ORDER" | "REDO" | "RESTORED" | "REVERT" | "SETTINGS" | "UNDO" | "VERSION" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type Person_entry$data = {
  readonly actingAdmin: {
    readonly email: string;
    readonly id: string;
  } | null | undefined;
  readonly aiAssisted: boolean;
  readonly at: string;
  readonly id: string;
  readonly kind: HistoryEntryKind;
  readonly revertedTo: string | null | undefined;
  readonly user: {
    readonly avatar: string | null | undefined;
    readonly email: string;
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentType": "Person_entry";
};
export type Person_entry$key = {
  readonly " $data"?: Person_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"Person_entry">;
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
  "name": "email",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Person_entry",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
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
      "kind": "ScalarField",
      "name": "revertedTo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "aiAssisted",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BrandUserAccount",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "avatar",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BrandUserAccount",
      "kind": "LinkedField",
      "name": "actingAdmin",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "HistoryEntry",
  "abstractKey": null
};
})();

(node as any).hash = "03026dcfa14ce8c38a1524c275261077";

export default node;
