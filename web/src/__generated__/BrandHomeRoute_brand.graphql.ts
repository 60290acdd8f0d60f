/**
 * @generated SignedSource<<855bb01dcf53b827e973edca9f163f12>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Plan = "basic" | "free" | "pro" | "%future added value";
export type UserRole = "editor" | "owner" | "public" | "shared" | "viewer" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type BrandHomeRoute_brand$data = {
  readonly bio: string;
  readonly colors: ReadonlyArray<{
    readonly hex: string;
    readonly label: string;
  }>;
  readonly cover: {
    readonly id: string;
    readonly lightboxPreview: string | null | undefined;
  } | null | undefined;
  readonly currentPlan: Plan | null | undefined;
  readonly fonts: ReadonlyArray<{
    readonly files: ReadonlyArray<{
      readonly id: string;
    }>;
    readonly name: string;
  }>;
  readonly freePreview: boolean;
  readonly id: string;
  readonly logo: {
    readonly id: string;
    readonly preview: string | null | undefined;
  } | null | undefined;
  readonly name: string;
  readonly public: boolean;
  readonly publicIndex: boolean;
  readonly readersSeeVersion: boolean;
  readonly shownVersion: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly slug: string;
  readonly userRole: UserRole;
  readonly usp: string;
  readonly viewerCan: {
    readonly billing: boolean;
    readonly deleteBrand: boolean;
    readonly editContent: boolean;
    readonly manageLinks: boolean;
    readonly manageMembers: boolean;
    readonly readPrivate: boolean;
  };
  readonly " $fragmentSpreads": FragmentRefs<"BrandKit_brand" | "BrandPalette_brand">;
  readonly " $fragmentType": "BrandHomeRoute_brand";
};
export type BrandHomeRoute_brand$key = {
  readonly " $data"?: BrandHomeRoute_brand$data;
  readonly " $fragmentSpreads": FragmentRefs<"BrandHomeRoute_brand">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BrandHomeRoute_brand",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bio",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "usp",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "public",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publicIndex",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BrandColor",
      "kind": "LinkedField",
      "name": "colors",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hex",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BrandFont",
      "kind": "LinkedField",
      "name": "fonts",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Asset",
          "kind": "LinkedField",
          "name": "files",
          "plural": true,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Asset",
      "kind": "LinkedField",
      "name": "logo",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "preview",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Asset",
      "kind": "LinkedField",
      "name": "cover",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lightboxPreview",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "readersSeeVersion",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currentPlan",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "freePreview",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userRole",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BrandCapabilities",
      "kind": "LinkedField",
      "name": "viewerCan",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "readPrivate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "editContent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "manageMembers",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "manageLinks",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "billing",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deleteBrand",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BrandVersion",
      "kind": "LinkedField",
      "name": "shownVersion",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BrandPalette_brand"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BrandKit_brand"
    }
  ],
  "type": "Brand",
  "abstractKey": null
};
})();

(node as any).hash = "49dc1871c40da55d8ec5e26ff6976552";

export default node;
