/**
 * @generated SignedSource<<8fd219e7242846cb24acd3f4eadeb160>>
 * @relayHash 924abc373720f2b3addbd038141bb862
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 974f9a1fb98b79723549c410a623f9a2e097132a69ce3b444f274bcb0a864f7e

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
export type aiBrandAboutMutation$variables = {
  input: UpdateBrandInput;
};
export type aiBrandAboutMutation$data = {
  readonly updateBrand: {
    readonly brand: {
      readonly bio: string;
      readonly id: string;
      readonly usp: string;
    };
  };
};
export type aiBrandAboutMutation = {
  response: aiBrandAboutMutation$data;
  variables: aiBrandAboutMutation$variables;
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
            "name": "bio",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "usp",
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
    "name": "aiBrandAboutMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "aiBrandAboutMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "974f9a1fb98b79723549c410a623f9a2e097132a69ce3b444f274bcb0a864f7e",
    "metadata": {},
    "name": "aiBrandAboutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7e339693200b6436ff9f9f51a3b83d86";

export default node;
