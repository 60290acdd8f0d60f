/**
 * @generated SignedSource<<a6d5010b173c02d4b6bd834bf72118e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AssetStatus = "failed" | "pending" | "ready" | "uploaded" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AssetCard_asset$data = {
  readonly byteSize: number;
  readonly extension: string;
  readonly failureReason: string | null | undefined;
  readonly id: string;
  readonly mimeType: string | null | undefined;
  readonly name: string;
  readonly opaque: boolean | null | undefined;
  readonly preview: string | null | undefined;
  readonly status: AssetStatus;
  readonly tags: ReadonlyArray<string>;
  readonly url: string | null | undefined;
  readonly " $fragmentType": "AssetCard_asset";
};
export type AssetCard_asset$key = {
  readonly " $data"?: AssetCard_asset$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssetCard_asset">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AssetCard_asset",
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
      "name": "extension",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "byteSize",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "failureReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "preview",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "opaque",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mimeType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tags",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    }
  ],
  "type": "Asset",
  "abstractKey": null
};

(node as any).hash = "094fad8aa1c285c0a821e223f24389d9";

export default node;
