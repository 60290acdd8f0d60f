/**
 * @generated SignedSource<<99ed18955f4ec361ddeaa0b433871372>>
 * @relayHash 414877eece599db60c6cbb14bcd0bdd3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7471b34f0846a3a0a28ab30601f5953fd36509f306e0ebd53cf3f73d0dfd5869

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AssetsRouteQuery } from './AssetsRouteQuery.graphql';

const node: PreloadableConcreteRequest<AssetsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7471b34f0846a3a0a28ab30601f5953fd36509f306e0ebd53cf3f73d0dfd5869",
    "metadata": {},
    "name": "AssetsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
