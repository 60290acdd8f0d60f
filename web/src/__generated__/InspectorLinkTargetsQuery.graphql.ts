/**
 * @generated SignedSource<<3ee35876d6f4ffecdb5954cee65a94e9>>
 * @relayHash 2afc9e7cba11b275ace9838253df98cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 30f76d0079df00bf778d9e1678521a514825d35e87c340ff8b64dc43d140675a

import type { ConcreteRequest } from 'relay-runtime';
export type PageElementType = "color" | "download" | "font" | "gallery" | "headline" | "hyperlink" | "link" | "mockup" | "navigation" | "spacer" | "text" | "%future added value";
export type InspectorLinkTargetsQuery$variables = {
  slug: string;
};
export type InspectorLinkTargetsQuery$data = {
  readonly brandBySlug: {
    readonly pages: ReadonlyArray<{
      readonly elements: ReadonlyArray<{
        readonly color: string | null | undefined;
        readonly elementId: string;
        readonly label: string | null | undefined;
        readonly text: string | null | undefined;
        readonly type: PageElementType;
        readonly url: string | null | undefined;
      }>;
      readonly id: string;
      readonly name: string;
    }>;
  } | null | undefined;
};
export type InspectorLinkTargetsQuery = {
  response: InspectorLinkTargetsQuery$data;
  variables: InspectorLinkTargetsQuery$variables;
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
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "elementId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "color",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "InspectorLinkTargetsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Brand",
        "kind": "LinkedField",
        "name": "brandBySlug",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Page",
            "kind": "LinkedField",
            "name": "pages",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PageElement",
                "kind": "LinkedField",
                "name": "elements",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
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
    "name": "InspectorLinkTargetsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Brand",
        "kind": "LinkedField",
        "name": "brandBySlug",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Page",
            "kind": "LinkedField",
            "name": "pages",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PageElement",
                "kind": "LinkedField",
                "name": "elements",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "30f76d0079df00bf778d9e1678521a514825d35e87c340ff8b64dc43d140675a",
    "metadata": {},
    "name": "InspectorLinkTargetsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "79f7b4215f9a8e6c778e70b9964329e5";

export default node;
