/**
 * @generated SignedSource<<e734ed6daaac7a9c6651151034043bd9>>
 * @relayHash b92b78e5e9f20eee5ed54f642e278886
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cf5b903379f3f6e41d07ce4df6b69dfc994803ec8f532f56f6f775d8157a0502

import type { ConcreteRequest } from 'relay-runtime';
export type AssetStatus = "failed" | "pending" | "ready" | "uploaded" | "%future added value";
export type AssetFieldsQuery$variables = {
  slug: string;
};
export type AssetFieldsQuery$data = {
  readonly brandBySlug: {
    readonly assets: ReadonlyArray<{
      readonly byteSize: number;
      readonly downloadUrl: string | null | undefined;
      readonly extension: string;
      readonly font: {
        readonly family: string;
        readonly style: string;
      } | null | undefined;
      readonly height: number | null | undefined;
      readonly id: string;
      readonly lightboxPreview: string | null | undefined;
      readonly mimeType: string | null | undefined;
      readonly name: string;
      readonly preview: string | null | undefined;
      readonly status: AssetStatus;
      readonly url: string | null | undefined;
      readonly width: number | null | undefined;
    }>;
    readonly slug: string;
  } | null | undefined;
};
export type AssetFieldsQuery = {
  response: AssetFieldsQuery$data;
  variables: AssetFieldsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Asset",
  "kind": "LinkedField",
  "name": "assets",
  "plural": true,
  "selections": [
    (v3/*:: as any*/),
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
      "name": "extension",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "byteSize",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mimeType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "preview",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lightboxPreview",
      "storageKey": null
    },
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
      "name": "downloadUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "width",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "height",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AssetFont",
      "kind": "LinkedField",
      "name": "font",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "family",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "style",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AssetFieldsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Brand",
        "kind": "LinkedField",
        "name": "brandBySlug",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AssetFieldsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Brand",
        "kind": "LinkedField",
        "name": "brandBySlug",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "cf5b903379f3f6e41d07ce4df6b69dfc994803ec8f532f56f6f775d8157a0502",
    "metadata": {},
    "name": "AssetFieldsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9b5913aa5cccd0f65bb81c43b54df1d4";

export default node;
