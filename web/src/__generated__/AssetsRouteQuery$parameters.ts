/**
 * @generated SignedSource<<60fe2dbf4d99dbc8f58c0e2794c9e50b>>
 * @relayHash d353fa6c1c7eba1434dc5cc0613158ec
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1998d922d8fbb27b531fc43b82b73a86d0b5f3149e2637feb70da68924f52086

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AssetsRouteQuery } from './AssetsRouteQuery.graphql';

const node: PreloadableConcreteRequest<AssetsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1998d922d8fbb27b531fc43b82b73a86d0b5f3149e2637feb70da68924f52086",
    "metadata": {},
    "name": "AssetsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
