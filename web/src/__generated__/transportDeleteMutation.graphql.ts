/**
 * @generated SignedSource<<26b419187b789f327e7bcb79b16dd91b>>
 * @relayHash 1e13fd289b08bf9a2544aa4be1d7eb9a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0663c341e8a784967c9663e3c5276d66779883dc3d5319d3d8eee0ac9aea8283

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteElementInput = {
  clientMutationId?: string | null | undefined;
  force?: boolean | null | undefined;
  id: string;
  pageId: string;
};
export type transportDeleteMutation$variables = {
  input: DeleteElementInput;
};
export type transportDeleteMutation$data = {
  readonly deleteElement: {
    readonly page: {
      readonly elements: ReadonlyArray<{
        readonly id: string;
      }>;
      readonly id: string;
      readonly updatedAt: string;
    };
  };
};
export type transportDeleteMutation = {
  response: transportDeleteMutation$data;
  variables: transportDeleteMutation$variables;
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
    "concreteType": "DeleteElementPayload",
    "kind": "LinkedField",
    "name": "deleteElement",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Page",
        "kind": "LinkedField",
        "name": "page",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageElement",
            "kind": "LinkedField",
            "name": "elements",
            "plural": true,
            "selections": [
              (v1/*:: as any*/)
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
    "name": "transportDeleteMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "transportDeleteMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "0663c341e8a784967c9663e3c5276d66779883dc3d5319d3d8eee0ac9aea8283",
    "metadata": {},
    "name": "transportDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a4b712f1f61a11f877f99237f8645a10";

export default node;
