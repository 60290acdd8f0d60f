/**
 * @generated SignedSource<<f5850de4d9a77401975b6f40635c9451>>
 * @relayHash 7e29431337b4367e524ecd391a10500a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d9c1c2e115e5b865ec24d1c7903b56224fa538e1e7f8ee5c8249a2c3cce1e3b9

import type { ConcreteRequest } from 'relay-runtime';
export type PageElementType = "color" | "download" | "font" | "gallery" | "headline" | "hyperlink" | "link" | "mockup" | "navigation" | "spacer" | "text" | "%future added value";
export type UsagesQuery$variables = {
  elementId: string;
  pageId: string;
};
export type UsagesQuery$data = {
  readonly elementUsages: ReadonlyArray<{
    readonly element: {
      readonly id: string;
      readonly type: PageElementType;
    } | null | undefined;
    readonly field: string;
    readonly page: {
      readonly id: string;
      readonly name: string;
      readonly url: string;
    };
  }>;
};
export type UsagesQuery = {
  response: UsagesQuery$data;
  variables: UsagesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "elementId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "pageId"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "elementId",
        "variableName": "elementId"
      },
      {
        "kind": "Variable",
        "name": "pageId",
        "variableName": "pageId"
      }
    ],
    "concreteType": "ElementUsage",
    "kind": "LinkedField",
    "name": "elementUsages",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "field",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Page",
        "kind": "LinkedField",
        "name": "page",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
            "name": "url",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PageElement",
        "kind": "LinkedField",
        "name": "element",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "type",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "UsagesQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "UsagesQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "d9c1c2e115e5b865ec24d1c7903b56224fa538e1e7f8ee5c8249a2c3cce1e3b9",
    "metadata": {},
    "name": "UsagesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "96588065536e9f3dfeea048bb59538b0";

export default node;
