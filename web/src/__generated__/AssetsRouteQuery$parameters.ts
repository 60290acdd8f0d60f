/**
 * @generated SignedSource<<5a49f538cf8ed91c1a1ff852fa0a7ab3>>
 * @relayHash 3e012d038f835595fc36aefc7b6a3be1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e43f4b6510bc498d310bd358010c8bdb250f5783d9dad5b500b68cfa72a8a7ab

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AssetsRouteQuery } from './AssetsRouteQuery.graphql';

const node: PreloadableConcreteRequest<AssetsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e43f4b6510bc498d310bd358010c8bdb250f5783d9dad5b500b68cfa72a8a7ab",
    "metadata": {},
    "name": "AssetsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
