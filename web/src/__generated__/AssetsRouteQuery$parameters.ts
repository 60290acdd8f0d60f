/**
 * @generated SignedSource<<fb04d1b0b3483c9f0f95d87f3cd1503e>>
 * @relayHash 395649614d31041c18e58ca0f1c12871
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7ca50a016e02a43146001268d7b998cc0a1f977a21777ed0fcf3dda8afc7083b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AssetsRouteQuery } from './AssetsRouteQuery.graphql';

const node: PreloadableConcreteRequest<AssetsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7ca50a016e02a43146001268d7b998cc0a1f977a21777ed0fcf3dda8afc7083b",
    "metadata": {},
    "name": "AssetsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
