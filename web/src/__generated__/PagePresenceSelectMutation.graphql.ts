/**
 * @generated SignedSource<<a037618b854db663332242766852074c>>
 * @relayHash 21c6ca1d6be5cb505dcd7e1439476641
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b218fa01ff6a5c1e35fccdda3836036b06a0b415f509ad1d8643a56fcaafeed5

import type { ConcreteRequest } from 'relay-runtime';
export type SetPagePresenceInput = {
  clientMutationId?: string | null | undefined;
  pageId: string;
  selecting: boolean;
};
export type PagePresenceSelectMutation$variables = {
  input: SetPagePresenceInput;
};
export type PagePresenceSelectMutation$data = {
  readonly setPagePresence: {
    readonly selecting: boolean;
  };
};
export type PagePresenceSelectMutation = {
  response: PagePresenceSelectMutation$data;
  variables: PagePresenceSelectMutation$variables;
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
    "name": "PagePresenceSelectMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PagePresenceSelectMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b218fa01ff6a5c1e35fccdda3836036b06a0b415f509ad1d8643a56fcaafeed5",
    "metadata": {},
    "name": "PagePresenceSelectMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1d9f00c89a52306c54e74d4486aaac1e";

export default node;
