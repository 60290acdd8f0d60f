/**
 * @generated SignedSource<<df18b3631890d7b50172ca89a187ac17>>
 * @relayHash bbca9fef924a7af3ad3f6587a30d9eed
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 194bbca6e2afeb0aa417a0b71202caa9345b9cc3c23a614845c9fb3852f4b70f

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
export type BrandLogoMutation$variables = {
  input: UpdateBrandInput;
};
export type BrandLogoMutation$data = {
  readonly updateBrand: {
    readonly brand: {
      readonly id: string;
      readonly logo: {
        readonly id: string;
        readonly name: string;
        readonly preview: string | null | undefined;
      } | null | undefined;
    };
  };
};
export type BrandLogoMutation = {
  response: BrandLogoMutation$data;
  variables: BrandLogoMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Asset",
            "kind": "LinkedField",
            "name": "logo",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
                "name": "preview",
                "storageKey": null
              }
            ],
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
    "name": "BrandLogoMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BrandLogoMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "194bbca6e2afeb0aa417a0b71202caa9345b9cc3c23a614845c9fb3852f4b70f",
    "metadata": {},
    "name": "BrandLogoMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "31a46f1a4fc3c659217e0b44f64e34bf";

export default node;
