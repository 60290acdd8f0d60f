/**
 * @generated SignedSource<<9728a7d77d0fc5ea4bc1ef745e045eef>>
 * @relayHash f55806d93014e30338e766ed4f254957
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 995719fc52b2d10b6b5c301a0447e460b9ccd122a886fd0040e377eee6da2ffc

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateBrandInput = {
  bio?: string | null | undefined;
  clientMutationId?: string | null | undefined;
  colors?: ReadonlyArray<BrandColorInput> | null | undefined;
  fonts?: ReadonlyArray<BrandFontInput> | null | undefined;
  id: string;
  logo?: string | null | undefined;
  name?: string | null | undefined;
  public?: boolean | null | undefined;
  publicIndex?: boolean | null | undefined;
  readersSeeVersion?: boolean | null | undefined;
  slug?: string | null | undefined;
  usp?: string | null | undefined;
};
export type BrandColorInput = {
  hex: string;
  label?: string | null | undefined;
};
export type BrandFontInput = {
  files?: ReadonlyArray<string> | null | undefined;
  name: string;
};
export type useUpdateBrandMutation$variables = {
  input: UpdateBrandInput;
};
export type useUpdateBrandMutation$data = {
  readonly updateBrand: {
    readonly brand: {
      readonly bio: string;
      readonly id: string;
      readonly name: string;
      readonly public: boolean;
      readonly publicIndex: boolean;
      readonly readersSeeVersion: boolean;
      readonly slug: string;
      readonly updatedAt: string;
      readonly usp: string;
    };
  };
};
export type useUpdateBrandMutation = {
  response: useUpdateBrandMutation$data;
  variables: useUpdateBrandMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UpdateBrandPayload",
    "kind": "LinkedField",
    "name": "updateBrand",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Brand",
        "kind": "LinkedField",
        "name": "brand",
        "plural": false,
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
            "name": "slug",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bio",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "usp",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "public",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "publicIndex",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "readersSeeVersion",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateBrandMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateBrandMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "995719fc52b2d10b6b5c301a0447e460b9ccd122a886fd0040e377eee6da2ffc",
    "metadata": {},
    "name": "useUpdateBrandMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4f2ad4b170e34535a63929964c61188d";

export default node;
