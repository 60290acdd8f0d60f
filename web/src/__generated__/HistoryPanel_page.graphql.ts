/**
 * @generated SignedSource<<e0b1a7621b73098f3afa86b7c2e89547>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type HistoryChangeKind = "ADDED" | "BRAND_SETTING" | "FIELD" | "MOVED" | "PAGE_ORDER" | "PAGE_SETTING" | "REMOVED" | "RESTORED" | "VERSION" | "%future added value";
export type HistoryEntryKind = "CREATED" | "DELETED" | "EDIT" | "ORDER" | "REDO" | "RESTORED" | "REVERT" | "SETTINGS" | "UNDO" | "VERSION" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type HistoryPanel_page$data = {
  readonly history: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly actingAdmin: {
          readonly email: string;
          readonly id: string;
        } | null | undefined;
        readonly aiAssisted: boolean;
        readonly at: string;
        readonly changes: ReadonlyArray<{
          readonly kind: HistoryChangeKind;
          readonly text: string;
        }>;
        readonly id: string;
        readonly kind: HistoryEntryKind;
        readonly revertedTo: string | null | undefined;
        readonly user: {
          readonly avatar: string | null | undefined;
          readonly email: string;
          readonly id: string;
        } | null | undefined;
      };
    }>;
  };
  readonly id: string;
  readonly " $fragmentType": "HistoryPanel_page";
};
export type HistoryPanel_page$key = {
  readonly " $data"?: HistoryPanel_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"HistoryPanel_page">;
};

import HistoryPanelPaginationQuery_graphql from './HistoryPanelPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "history"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
};
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
      "operation": HistoryPanelPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "HistoryPanel_page",
  "selections": [
    {
      "alias": "history",
      "args": null,
      "concreteType": "HistoryEntryConnection",
      "kind": "LinkedField",
      "name": "__HistoryPanel_history_connection",
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
                (v2/*:: as any*/),
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
                  "name": "revertedTo",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "aiAssisted",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "BrandUserAccount",
                  "kind": "LinkedField",
                  "name": "user",
                  "plural": false,
                  "selections": [
                    (v1/*:: as any*/),
                    (v3/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "avatar",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "BrandUserAccount",
                  "kind": "LinkedField",
                  "name": "actingAdmin",
                  "plural": false,
                  "selections": [
                    (v1/*:: as any*/),
                    (v3/*:: as any*/)
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "HistoryChange",
                  "kind": "LinkedField",
                  "name": "changes",
                  "plural": true,
                  "selections": [
                    (v2/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "text",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
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
  "type": "Page",
  "abstractKey": null
};
})();

(node as any).hash = "86cf16aa37f93c3bf4b819e9f39364cc";

export default node;
