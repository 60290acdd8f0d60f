/**
 * @generated SignedSource<<5cb05c3e58af3c864e4f33c16d85e093>>
 * @relayHash c589b8ce1ce0f4c46d0f89d20f23bd71
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1c9849c6e74e3f4634bb0d191b262770f1e9ee1a8a5cb6f138ea4fd4447ab7ac

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AssetsRouteQuery } from './AssetsRouteQuery.graphql';

const node: PreloadableConcreteRequest<AssetsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1c9849c6e74e3f4634bb0d191b262770f1e9ee1a8a5cb6f138ea4fd4447ab7ac",
    "metadata": {},
    "name": "AssetsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
