/**
 * @generated SignedSource<<c78cc5e337a1d2d2e6d56f43fe91b668>>
 * @relayHash 0d07a7a797afc202a5645f660e43cbfd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bcf80bdacf655793adca41f520ce30abe7c4df494d36551b1ba18989884671aa

import type { ConcreteRequest } from 'relay-runtime';
export type RequestBrandAccessInput = {
  brand: string;
  clientMutationId?: string | null | undefined;
  message: string;
};
export type useRequestBrandAccessMutation$variables = {
  input: RequestBrandAccessInput;
};
export type useRequestBrandAccessMutation$data = {
  readonly requestBrandAccess: {
    readonly ok: boolean;
  };
};
export type useRequestBrandAccessMutation = {
  response: useRequestBrandAccessMutation$data;
  variables: useRequestBrandAccessMutation$variables;
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
    "concreteType": "RequestBrandAccessPayload",
    "kind": "LinkedField",
    "name": "requestBrandAccess",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ok",
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
    "name": "useRequestBrandAccessMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRequestBrandAccessMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bcf80bdacf655793adca41f520ce30abe7c4df494d36551b1ba18989884671aa",
    "metadata": {},
    "name": "useRequestBrandAccessMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "517c9f1d9e49b24d1b7310f01e99cda5";

export default node;
