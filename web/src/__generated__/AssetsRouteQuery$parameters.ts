/**
 * @generated SignedSource<<9deb0884e7e555ac74c020bbdef12eed>>
 * @relayHash 09ef7ecb7bb30d890cd1cab86dcd8b32
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 169e157064e3875a5523c36e6e2a8784b16a6956f6098e6896d56269a4a5ec5f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AssetsRouteQuery } from './AssetsRouteQuery.graphql';

const node: PreloadableConcreteRequest<AssetsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "169e157064e3875a5523c36e6e2a8784b16a6956f6098e6896d56269a4a5ec5f",
    "metadata": {},
    "name": "AssetsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
