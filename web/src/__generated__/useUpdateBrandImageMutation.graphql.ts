/**
 * @generated SignedSource<<602738e9658a983b66d908ce7d548d00>>
 * @relayHash 5ebd71c2514b4199546c813a4b143683
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9f5547af430ac50c24e4ec535f378e66cb595b3bc6d148789055d36534dc5c52

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateBrandInput = {
  bio?: string | null | undefined;
  clientMutationId?: string | null | undefined;
  colors?: ReadonlyArray<BrandColorInput> | null | undefined;
  cover?: string | null | undefined;
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
export type useUpdateBrandImageMutation$variables = {
  input: UpdateBrandInput;
};
export type useUpdateBrandImageMutation$data = {
  readonly updateBrand: {
    readonly brand: {
      readonly cover: {
        readonly id: string;
        readonly name: string;
        readonly preview: string | null | undefined;
      } | null | undefined;
      readonly id: string;
      readonly logo: {
        readonly id: string;
        readonly name: string;
        readonly preview: string | null | undefined;
      } | null | undefined;
    };
  };
};
export type useUpdateBrandImageMutation = {
  response: useUpdateBrandImageMutation$data;
  variables: useUpdateBrandImageMutation$variables;
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
v3 = [
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
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Asset",
            "kind": "LinkedField",
            "name": "cover",
            "plural": false,
            "selections": (v2/*:: as any*/),
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
    "name": "useUpdateBrandImageMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateBrandImageMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "9f5547af430ac50c24e4ec535f378e66cb595b3bc6d148789055d36534dc5c52",
    "metadata": {},
    "name": "useUpdateBrandImageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1a9ce8ecce014e8c11a8fc76df0f938b";

export default node;
