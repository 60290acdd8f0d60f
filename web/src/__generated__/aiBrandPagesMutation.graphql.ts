/**
 * @generated SignedSource<<5f008dcee541efed2d0d57b3be40377c>>
 * @relayHash d11301c168575796f87b95da1c33c7f8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e7f672d9725acb0b1e26e7d3376922b161a77c351cffb1c10350eba56f396bfc

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
export type aiBrandPagesMutation$variables = {
  input: AddPagesFromAiBrandInput;
};
export type aiBrandPagesMutation$data = {
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
export type aiBrandPagesMutation = {
  response: aiBrandPagesMutation$data;
  variables: aiBrandPagesMutation$variables;
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
    "name": "aiBrandPagesMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "aiBrandPagesMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "e7f672d9725acb0b1e26e7d3376922b161a77c351cffb1c10350eba56f396bfc",
    "metadata": {},
    "name": "aiBrandPagesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a96eface1acee803b159769cb8be3c3a";

export default node;
