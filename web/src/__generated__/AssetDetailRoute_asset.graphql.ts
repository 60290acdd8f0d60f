/**
 * @generated SignedSource<<5fe1d0b66e3680ea4ba27b821951d8a7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AssetStatus = "failed" | "pending" | "ready" | "uploaded" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AssetDetailRoute_asset$data = {
  readonly byteSize: number;
  readonly dominantColor: string | null | undefined;
  readonly downloadUrl: string | null | undefined;
  readonly extension: string;
  readonly failureReason: string | null | undefined;
  readonly font: {
    readonly family: string;
    readonly style: string;
  } | null | undefined;
  readonly height: number | null | undefined;
  readonly id: string;
  readonly lightboxPreview: string | null | undefined;
  readonly mimeType: string | null | undefined;
  readonly name: string;
  readonly opaque: boolean | null | undefined;
  readonly preview: string | null | undefined;
  readonly status: AssetStatus;
  readonly tags: ReadonlyArray<string>;
  readonly width: number | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"AssetUsages_asset">;
  readonly " $fragmentType": "AssetDetailRoute_asset";
};
export type AssetDetailRoute_asset$key = {
  readonly " $data"?: AssetDetailRoute_asset$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssetDetailRoute_asset">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AssetDetailRoute_asset",
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
      "name": "mimeType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "width",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "height",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dominantColor",
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
      "concreteType": "AssetFont",
      "kind": "LinkedField",
      "name": "font",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "family",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "style",
          "storageKey": null
        }
      ],
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
      "name": "preview",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lightboxPreview",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "downloadUrl",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AssetUsages_asset"
    }
  ],
  "type": "Asset",
  "abstractKey": null
};

(node as any).hash = "e4112c581410cb246094a1fbf4fef238";

export default node;
