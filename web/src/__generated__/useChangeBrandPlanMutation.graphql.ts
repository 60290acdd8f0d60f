/**
 * @generated SignedSource<<c4fbfcd714f0be81127cd69824bb26da>>
 * @relayHash e5998a4666f2ceb1ccaadb7d1d881e67
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 07d71316f2cbc33d983b4ce841a70deb8490a0720ed6233b9e256de316a3198f

import type { ConcreteRequest } from 'relay-runtime';
export type Plan = "basic" | "free" | "pro" | "%future added value";
export type ChangeBrandPlanInput = {
  clientMutationId?: string | null | undefined;
  id: string;
  plan: Plan;
};
export type useChangeBrandPlanMutation$variables = {
  input: ChangeBrandPlanInput;
};
export type useChangeBrandPlanMutation$data = {
  readonly changeBrandPlan: {
    readonly brand: {
      readonly currentPlan: Plan | null | undefined;
      readonly id: string;
    };
  };
};
export type useChangeBrandPlanMutation = {
  response: useChangeBrandPlanMutation$data;
  variables: useChangeBrandPlanMutation$variables;
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
    "concreteType": "ChangeBrandPlanPayload",
    "kind": "LinkedField",
    "name": "changeBrandPlan",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Brand",
        "kind": "LinkedField",
        "name": "brand",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currentPlan",
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
    "name": "useChangeBrandPlanMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChangeBrandPlanMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "07d71316f2cbc33d983b4ce841a70deb8490a0720ed6233b9e256de316a3198f",
    "metadata": {},
    "name": "useChangeBrandPlanMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "723b7145e5fcceb678e225ebc3b6265b";

export default node;
