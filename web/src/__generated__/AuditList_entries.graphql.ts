/**
 * @generated SignedSource<<a9e47314f29da7cc645d110e98c58d14>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AuditList_entries$data = ReadonlyArray<{
  readonly adminEmail: string;
  readonly changes: number;
  readonly endedAt: string | null | undefined;
  readonly id: string;
  readonly kind: string;
  readonly reason: string;
  readonly startedAt: string;
  readonly until: string | null | undefined;
  readonly userEmail: string;
  readonly " $fragmentType": "AuditList_entries";
}>;
export type AuditList_entries$key = ReadonlyArray<{
  readonly " $data"?: AuditList_entries$data;
  readonly " $fragmentSpreads": FragmentRefs<"AuditList_entries">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "AuditList_entries",
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
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "adminEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "until",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "changes",
      "storageKey": null
    }
  ],
  "type": "AuditEntry",
  "abstractKey": null
};

(node as any).hash = "74a4d22cad762b1b956b17ffdb5bc26b";

export default node;
