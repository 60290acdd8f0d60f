/**
 * @generated SignedSource<<ca9828a6a7cede019085e0d3867937cb>>
 * @relayHash eb02e59385ccd47ff72ac2e04d7781ff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5380420800b9f983e6b488d65b8db261078c1192bf28ec2053118d69f8fc7378

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AssetsRouteQuery } from './AssetsRouteQuery.graphql';

const node: PreloadableConcreteRequest<AssetsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5380420800b9f983e6b488d65b8db261078c1192bf28ec2053118d69f8fc7378",
    "metadata": {},
    "name": "AssetsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
