/**
 * @generated SignedSource<<2a82c038dd776d361278589d85dbf324>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AssetStatus = "failed" | "pending" | "ready" | "uploaded" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AssetElements_view$data = {
  readonly byteSize: number;
  readonly downloadUrl: string | null | undefined;
  readonly extension: string;
  readonly font: {
    readonly family: string;
    readonly style: string;
  } | null | undefined;
  readonly height: number | null | undefined;
  readonly id: string;
  readonly lightboxPreview: string | null | undefined;
  readonly mimeType: string | null | undefined;
  readonly name: string;
  readonly preview: string | null | undefined;
  readonly status: AssetStatus;
  readonly url: string | null | undefined;
  readonly width: number | null | undefined;
  readonly " $fragmentType": "AssetElements_view";
};
export type AssetElements_view$key = {
  readonly " $data"?: AssetElements_view$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssetElements_view">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AssetElements_view",
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
      "name": "mimeType",
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
      "name": "url",
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
    }
  ],
  "type": "Asset",
  "abstractKey": null
};

(node as any).hash = "f0800a427ad221ae318446061a96fbf4";

export default node;
