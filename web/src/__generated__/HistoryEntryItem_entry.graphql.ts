/**
 * @generated SignedSource<<49fcd3e301f764c1a0090b5a0a7fa426>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type HistoryEntryKind = "CREATED" | "DELETED" | "EDIT" | "ORDER" | "REDO" | "RESTORED" | "REVERT" | "SETTINGS" | "UNDO" | "VERSION" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type HistoryEntryItem_entry$data = {
  readonly actingAdmin: {
    readonly email: string;
    readonly id: string;
  } | null | undefined;
  readonly aiAssisted: boolean;
  readonly at: string;
  readonly changes: ReadonlyArray<{
    readonly text: string;
  }>;
  readonly id: string;
  readonly kind: HistoryEntryKind;
  readonly page: {
    readonly id: string;
    readonly url: string;
  } | null | undefined;
  readonly pageName: string | null | undefined;
  readonly revertedTo: string | null | undefined;
  readonly user: {
    readonly avatar: string | null | undefined;
    readonly email: string;
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentType": "HistoryEntryItem_entry";
};
export type HistoryEntryItem_entry$key = {
  readonly " $data"?: HistoryEntryItem_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"HistoryEntryItem_entry">;
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
  "name": "HistoryEntryItem_entry",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pageName",
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HistoryChange",
      "kind": "LinkedField",
      "name": "changes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "HistoryEntry",
  "abstractKey": null
};
})();

(node as any).hash = "0feaae3b80c3f0e9223994ebdd92cb5b";

export default node;
