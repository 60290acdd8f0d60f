/**
 * @generated SignedSource<<2f6b4167671fa696aeac589f123a31ea>>
 * @relayHash d91e0a6267470dbc0cdcf3fa3c9e36cc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 25c430a1c4bd88bfe9dcef2b83ab1a847085b6199eccdd7fb31c3dbbe582477a

import type { ConcreteRequest } from 'relay-runtime';
export type SortElementsPageInput = {
  clientMutationId?: string | null | undefined;
  elementsOrder: ReadonlyArray<string>;
  id: string;
};
export type transportSortMutation$variables = {
  input: SortElementsPageInput;
};
export type transportSortMutation$data = {
  readonly sortElementsPage: {
    readonly page: {
      readonly elements: ReadonlyArray<{
        readonly id: string;
      }>;
      readonly id: string;
      readonly updatedAt: string;
    };
  };
};
export type transportSortMutation = {
  response: transportSortMutation$data;
  variables: transportSortMutation$variables;
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
    "concreteType": "SortElementsPagePayload",
    "kind": "LinkedField",
    "name": "sortElementsPage",
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
    "name": "transportSortMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "transportSortMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "25c430a1c4bd88bfe9dcef2b83ab1a847085b6199eccdd7fb31c3dbbe582477a",
    "metadata": {},
    "name": "transportSortMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "36d2ee20c485d262cb34d5ecaf1c3e64";

export default node;
