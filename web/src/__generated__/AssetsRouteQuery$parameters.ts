/**
 * @generated SignedSource<<093a92691d32c11b7a86c4c8df7d4d9d>>
 * @relayHash 033e331635a8b529b2a1c8948ca7fb0a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4d63c18a560b469a8d0234e945bc297b71371decbf3ab5a2c34d5e1054c5b62e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AssetsRouteQuery } from './AssetsRouteQuery.graphql';

const node: PreloadableConcreteRequest<AssetsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4d63c18a560b469a8d0234e945bc297b71371decbf3ab5a2c34d5e1054c5b62e",
    "metadata": {},
    "name": "AssetsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
