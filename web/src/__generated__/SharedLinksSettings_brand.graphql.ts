/**
 * @generated SignedSource<<848e4eb8b3cb72ffe8b59e9da5be485c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SharedLinksSettings_brand$data = {
  readonly sharedLinks: ReadonlyArray<{
    readonly accessAllPages: boolean;
    readonly createdAt: string;
    readonly expired: boolean;
    readonly id: string;
    readonly openCount: number;
    readonly pages: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
    readonly revokedAt: string | null | undefined;
    readonly url: string;
    readonly validUntil: string | null | undefined;
    readonly version: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
    readonly withBilling: boolean;
  }>;
  readonly " $fragmentType": "SharedLinksSettings_brand";
};
export type SharedLinksSettings_brand$key = {
  readonly " $data"?: SharedLinksSettings_brand$data;
  readonly " $fragmentSpreads": FragmentRefs<"SharedLinksSettings_brand">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SharedLinksSettings_brand",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "includeRevoked",
          "value": true
        }
      ],
      "concreteType": "SharedLink",
      "kind": "LinkedField",
      "name": "sharedLinks",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "accessAllPages",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "withBilling",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "validUntil",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expired",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "openCount",
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
          "name": "revokedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Page",
          "kind": "LinkedField",
          "name": "pages",
          "plural": true,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "BrandVersion",
          "kind": "LinkedField",
          "name": "version",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": "sharedLinks(includeRevoked:true)"
    }
  ],
  "type": "Brand",
  "abstractKey": null
};
})();

(node as any).hash = "b296c756dc8e851d9df80ddbd2076ca4";

export default node;
