/**
 * @generated SignedSource<<9740f37ea4a0c6079a91f91967fb52a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SessionsList_user$data = {
  readonly sessions: ReadonlyArray<{
    readonly address: string | null | undefined;
    readonly browser: string | null | undefined;
    readonly createdAt: string;
    readonly current: boolean;
    readonly id: string;
    readonly impersonated: boolean;
    readonly lastSeenAt: string;
    readonly os: string | null | undefined;
  }>;
  readonly " $fragmentType": "SessionsList_user";
};
export type SessionsList_user$key = {
  readonly " $data"?: SessionsList_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"SessionsList_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SessionsList_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AccountSession",
      "kind": "LinkedField",
      "name": "sessions",
      "plural": true,
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
          "name": "browser",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "os",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "address",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastSeenAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "current",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "impersonated",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "4483713c342ad20bd0162fa278e7a303";

export default node;
