/**
 * @generated SignedSource<<3f69d5c9210e94fd07599893b1ee2727>>
 * @relayHash 0f33f3f3323503c384cd824d73c639fd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1e5c0be725ebe97736d1becd5b5cc9f00926ec9f134a43dd36b86625fd00ac06

import type { ConcreteRequest } from 'relay-runtime';
export type NewBrandRouteQuery$variables = Record<PropertyKey, never>;
export type NewBrandRouteQuery$data = {
  readonly aiAvailable: boolean;
};
export type NewBrandRouteQuery = {
  response: NewBrandRouteQuery$data;
  variables: NewBrandRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "aiAvailable",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NewBrandRouteQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NewBrandRouteQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "1e5c0be725ebe97736d1becd5b5cc9f00926ec9f134a43dd36b86625fd00ac06",
    "metadata": {},
    "name": "NewBrandRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6753aa9a321f7d9a243bed32c07ce94a";

export default node;
