/**
 * @generated SignedSource<<ab0c5b6102bf74fdd9ef17b12e726d14>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AuditList_entries$data = ReadonlyArray<{
  readonly adminEmail: string;
  readonly adminId: string;
  readonly changes: number;
  readonly endedAt: string | null | undefined;
  readonly id: string;
  readonly kind: string;
  readonly reason: string;
  readonly startedAt: string;
  readonly until: string | null | undefined;
  readonly userEmail: string;
  readonly userId: string;
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
      "name": "adminId",
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
      "name": "userId",
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

(node as any).hash = "fd268f003f4d5aec8a392bafc8a1ea3b";

export default node;
