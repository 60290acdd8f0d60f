/**
 * @generated SignedSource<<0a494cd81584d8322e660c1216bbd336>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DeletedElements_page$data = {
  readonly deletedElements: ReadonlyArray<{
    readonly deletedAt: string;
    readonly deletedBy: {
      readonly email: string;
    } | null | undefined;
    readonly element: {
      readonly elementId: string;
      readonly " $fragmentSpreads": FragmentRefs<"elementData_elements">;
    };
    readonly words: string;
  }>;
  readonly " $fragmentType": "DeletedElements_page";
};
export type DeletedElements_page$key = {
  readonly " $data"?: DeletedElements_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeletedElements_page">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeletedElements_page",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "DeletedElement",
      "kind": "LinkedField",
      "name": "deletedElements",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "words",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deletedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "BrandUserAccount",
          "kind": "LinkedField",
          "name": "deletedBy",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "email",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageElement",
          "kind": "LinkedField",
          "name": "element",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "elementId",
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "elementData_elements"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "deletedElements(first:50)"
    }
  ],
  "type": "Page",
  "abstractKey": null
};

(node as any).hash = "b040bc0acc86447e1b7921ec2d3d3db8";

export default node;
