/**
 * @generated SignedSource<<ed2d43d7977ca4b05774f30bca23b1a6>>
 * @relayHash 53f88b040466b17c3f51bbd709005fd1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1aa542a2b3acbc0a12430b1bb15713e804f2ecc4329a3ef74d9c7daa0b241882

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
export type useUpdateBrandSettingsMutation$variables = {
  input: UpdateBrandInput;
};
export type useUpdateBrandSettingsMutation$data = {
  readonly updateBrand: {
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
      readonly updatedAt: string;
      readonly usp: string;
    };
  };
};
export type useUpdateBrandSettingsMutation = {
  response: useUpdateBrandSettingsMutation$data;
  variables: useUpdateBrandSettingsMutation$variables;
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
    "name": "useUpdateBrandSettingsMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateBrandSettingsMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "1aa542a2b3acbc0a12430b1bb15713e804f2ecc4329a3ef74d9c7daa0b241882",
    "metadata": {},
    "name": "useUpdateBrandSettingsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "aaf56662efd771fa86f8d978ae04a0b0";

export default node;
