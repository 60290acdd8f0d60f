/**
 * @generated SignedSource<<a7cce23f6d73dfcc612fdcdcbb939489>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type HistoryEntryKind = "CREATED" | "DELETED" | "EDIT" | "ORDER" | "REDO" | "RESTORED" | "REVERT" | "SETTINGS" | "UNDO" | "VERSION" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type BrandHistoryRoute_activity$data = {
  readonly activity: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly at: string;
        readonly id: string;
        readonly kind: HistoryEntryKind;
        readonly page: {
          readonly id: string;
        } | null | undefined;
        readonly user: {
          readonly id: string;
        } | null | undefined;
        readonly " $fragmentSpreads": FragmentRefs<"HistoryEntryItem_entry">;
      };
    }>;
  };
  readonly id: string;
  readonly " $fragmentType": "BrandHistoryRoute_activity";
};
export type BrandHistoryRoute_activity$key = {
  readonly " $data"?: BrandHistoryRoute_activity$data;
  readonly " $fragmentSpreads": FragmentRefs<"BrandHistoryRoute_activity">;
};

import BrandHistoryPaginationQuery_graphql from './BrandHistoryPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "activity"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 30,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "pageId"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "sinceLastVisit"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "userId"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": BrandHistoryPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "BrandHistoryRoute_activity",
  "selections": [
    {
      "alias": "activity",
      "args": [
        {
          "kind": "Variable",
          "name": "pageId",
          "variableName": "pageId"
        },
        {
          "kind": "Variable",
          "name": "sinceLastVisit",
          "variableName": "sinceLastVisit"
        },
        {
          "kind": "Variable",
          "name": "userId",
          "variableName": "userId"
        }
      ],
      "concreteType": "HistoryEntryConnection",
      "kind": "LinkedField",
      "name": "__BrandHistoryRoute_activity_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "HistoryEntryEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "HistoryEntry",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "at",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "kind",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "BrandUserAccount",
                  "kind": "LinkedField",
                  "name": "user",
                  "plural": false,
                  "selections": (v2/*:: as any*/),
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Page",
                  "kind": "LinkedField",
                  "name": "page",
                  "plural": false,
                  "selections": (v2/*:: as any*/),
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "HistoryEntryItem_entry"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    (v1/*:: as any*/)
  ],
  "type": "Brand",
  "abstractKey": null
};
})();

(node as any).hash = "fd7d735bea8592c7196ee2dc0f96fd50";

export default node;
