/**
 * @generated SignedSource<<d9fdb1d7cb798ce5426c34bab318bcbc>>
 * @relayHash 161ad0aba00749fa3e4fe0db65a4d626
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 630f8aea84898aad04f5e825bbfd8f15cbf288e884b5568007a513dc760e89cf

import type { ConcreteRequest } from 'relay-runtime';
export type RequestEmailChangeInput = {
  clientMutationId?: string | null | undefined;
  email: string;
  password: string;
};
export type useRequestEmailChangeMutation$variables = {
  input: RequestEmailChangeInput;
};
export type useRequestEmailChangeMutation$data = {
  readonly requestEmailChange: {
    readonly email: string;
  };
};
export type useRequestEmailChangeMutation = {
  response: useRequestEmailChangeMutation$data;
  variables: useRequestEmailChangeMutation$variables;
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
    "concreteType": "RequestEmailChangePayload",
    "kind": "LinkedField",
    "name": "requestEmailChange",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
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
    "name": "useRequestEmailChangeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRequestEmailChangeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "630f8aea84898aad04f5e825bbfd8f15cbf288e884b5568007a513dc760e89cf",
    "metadata": {},
    "name": "useRequestEmailChangeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "07f6106e482d47552ba393215d724bd3";

export default node;
