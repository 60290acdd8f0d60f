/**
 * @generated SignedSource<<65b13576cee0042e75b93615c23156e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TwoFactorSection_user$data = {
  readonly recoveryCodesLeft: number | null | undefined;
  readonly twoFactor: boolean;
  readonly " $fragmentType": "TwoFactorSection_user";
};
export type TwoFactorSection_user$key = {
  readonly " $data"?: TwoFactorSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"TwoFactorSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TwoFactorSection_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "twoFactor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recoveryCodesLeft",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "1931f984e706f6a6676105df8f133bfd";

export default node;
