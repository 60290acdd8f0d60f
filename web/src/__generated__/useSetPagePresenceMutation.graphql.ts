/**
 * @generated SignedSource<<4ecab00cef89030f5af8613366812f76>>
 * @relayHash 41c45e20fbed83851191805d548bb83b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 78b68afddbb7f6a6390a9321d93516e91e2781b945bd5f1375929aa1556aa848

import type { ConcreteRequest } from 'relay-runtime';
export type SetPagePresenceInput = {
  clientMutationId?: string | null | undefined;
  pageId: string;
  selecting: boolean;
};
export type useSetPagePresenceMutation$variables = {
  input: SetPagePresenceInput;
};
export type useSetPagePresenceMutation$data = {
  readonly setPagePresence: {
    readonly selecting: boolean;
  };
};
export type useSetPagePresenceMutation = {
  response: useSetPagePresenceMutation$data;
  variables: useSetPagePresenceMutation$variables;
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
    "concreteType": "SetPagePresencePayload",
    "kind": "LinkedField",
    "name": "setPagePresence",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "selecting",
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
    "name": "useSetPagePresenceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetPagePresenceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "78b68afddbb7f6a6390a9321d93516e91e2781b945bd5f1375929aa1556aa848",
    "metadata": {},
    "name": "useSetPagePresenceMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d8b3e10cb30f6afbcf19398073fc16e0";

export default node;
