/**
 * @generated SignedSource<<a5063789105922f8fd23a849fb29f6de>>
 * @relayHash 9018cc555109e46cd408bb49cf18485b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9642b03596691c5f31e4aa5f90ad88ce6b262f664e4d585896780dd3b6cc3f55

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AssetsRouteQuery } from './AssetsRouteQuery.graphql';

const node: PreloadableConcreteRequest<AssetsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9642b03596691c5f31e4aa5f90ad88ce6b262f664e4d585896780dd3b6cc3f55",
    "metadata": {},
    "name": "AssetsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
