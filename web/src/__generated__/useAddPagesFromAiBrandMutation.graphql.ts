/**
 * @generated SignedSource<<48513d21a22d24eaea761ce8943cddbf>>
 * @relayHash df0c71064af80e34bd541b6fdbec7bf5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b9baa50d68fca8bf52cd4b4ce23fff0e4a5dff92c81466190afd06ad287d8a5

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
      readonly bio: string;
      readonly colors: ReadonlyArray<{
        readonly hex: string;
        readonly label: string;
      }>;
      readonly cover: {
        readonly id: string;
      } | null | undefined;
      readonly fonts: ReadonlyArray<{
        readonly files: ReadonlyArray<{
          readonly id: string;
        }>;
        readonly name: string;
      }>;
      readonly id: string;
      readonly logo: {
        readonly id: string;
      } | null | undefined;
      readonly name: string;
      readonly public: boolean;
      readonly publicIndex: boolean;
      readonly readersSeeVersion: boolean;
      readonly slug: string;
      readonly usp: string;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
  (v1/*:: as any*/)
],
v4 = [
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
          (v2/*:: as any*/),
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BrandFont",
            "kind": "LinkedField",
            "name": "fonts",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Asset",
                "kind": "LinkedField",
                "name": "files",
                "plural": true,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Asset",
            "kind": "LinkedField",
            "name": "logo",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Asset",
            "kind": "LinkedField",
            "name": "cover",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "readersSeeVersion",
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
          (v2/*:: as any*/)
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
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAddPagesFromAiBrandMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "8b9baa50d68fca8bf52cd4b4ce23fff0e4a5dff92c81466190afd06ad287d8a5",
    "metadata": {},
    "name": "useAddPagesFromAiBrandMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7a8e5515cb4d780135fcb247bf854c0a";

export default node;
