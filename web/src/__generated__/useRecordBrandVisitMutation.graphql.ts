/**
 * @generated SignedSource<<5f73eb9e01327b724cde182d65d79cde>>
 * @relayHash 878e13451eaceac992abdae9986f49db
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7fb59d66c5a7ed53cb1aed6dd95c2b914edc11545852bf29074f185aa3e4a1f6

import type { ConcreteRequest } from 'relay-runtime';
export type RecordBrandVisitInput = {
  clientMutationId?: string | null | undefined;
  id: string;
};
export type useRecordBrandVisitMutation$variables = {
  input: RecordBrandVisitInput;
};
export type useRecordBrandVisitMutation$data = {
  readonly recordBrandVisit: {
    readonly previousVisitAt: string | null | undefined;
  };
};
export type useRecordBrandVisitMutation = {
  response: useRecordBrandVisitMutation$data;
  variables: useRecordBrandVisitMutation$variables;
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
    "concreteType": "RecordBrandVisitPayload",
    "kind": "LinkedField",
    "name": "recordBrandVisit",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "previousVisitAt",
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
    "name": "useRecordBrandVisitMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRecordBrandVisitMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7fb59d66c5a7ed53cb1aed6dd95c2b914edc11545852bf29074f185aa3e4a1f6",
    "metadata": {},
    "name": "useRecordBrandVisitMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "69e2b1dac4eed51c28a13a4aca0f0a31";

export default node;
