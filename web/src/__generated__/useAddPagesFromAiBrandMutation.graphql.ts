/**
 * @generated SignedSource<<c3c229ddb476cb0ed94614bf8444d6c3>>
 * @relayHash afcac6b03ab1d162d088b886d3574f46
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4a14d468fbe133e089b5a85b0d49f225732687a152026528a002429e7dda6944

import type { ConcreteRequest } from 'relay-runtime';
export type AddPagesFromAiBrandInput = {
  clientMutationId?: string | null | undefined;
  colorNames?: ReadonlyArray<string> | null | undefined;
  id: string;
  language?: string | null | undefined;
  textColors: string;
  textEssence: string;
  textFonts: string;
  textLogo: string;
  textPersonality: string;
};
export type useAddPagesFromAiBrandMutation$variables = {
  input: AddPagesFromAiBrandInput;
};
export type useAddPagesFromAiBrandMutation$data = {
  readonly addPagesFromAiBrand: {
    readonly brand: {
      readonly colors: ReadonlyArray<{
        readonly hex: string;
        readonly label: string;
      }>;
      readonly id: string;
      readonly slug: string;
    };
    readonly pages: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
  };
};
export type useAddPagesFromAiBrandMutation = {
  response: useAddPagesFromAiBrandMutation$data;
  variables: useAddPagesFromAiBrandMutation$variables;
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
    "concreteType": "AddPagesFromAiBrandPayload",
    "kind": "LinkedField",
    "name": "addPagesFromAiBrand",
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
            "kind": "ScalarField",
            "name": "slug",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BrandColor",
            "kind": "LinkedField",
            "name": "colors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hex",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "label",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Page",
        "kind": "LinkedField",
        "name": "pages",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
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
    "name": "useAddPagesFromAiBrandMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAddPagesFromAiBrandMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "4a14d468fbe133e089b5a85b0d49f225732687a152026528a002429e7dda6944",
    "metadata": {},
    "name": "useAddPagesFromAiBrandMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6770e1bdc3b40df5efe46893e182faa8";

export default node;
