/**
 * @generated SignedSource<<37db56f9a2482a846cbad4faf10b0c30>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type elementAnswer_page$data = {
  readonly elements?: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"elementData_elements">;
  }>;
  readonly id: string;
  readonly undo: {
    readonly canRedo: boolean;
    readonly canUndo: boolean;
  } | null | undefined;
  readonly updatedAt: string;
  readonly " $fragmentType": "elementAnswer_page";
};
export type elementAnswer_page$key = {
  readonly " $data"?: elementAnswer_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"elementAnswer_page">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": true,
      "kind": "LocalArgument",
      "name": "elements"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "elementAnswer_page",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PageUndo",
      "kind": "LinkedField",
      "name": "undo",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canUndo",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canRedo",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "condition": "elements",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PageElement",
          "kind": "LinkedField",
          "name": "elements",
          "plural": true,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "elementData_elements"
            }
          ],
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Page",
  "abstractKey": null
};

(node as any).hash = "6ff266c7efbd5d11de9c6bd78f1b59df";

export default node;
