/**
 * @generated SignedSource<<e0ab1bb093bc3959f84721a7201a581c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BrandUserStatus = "INVITED" | "MEMBER" | "%future added value";
export type MemberRole = "editor" | "owner" | "viewer" | "%future added value";
export type UserRole = "editor" | "owner" | "public" | "shared" | "viewer" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type UsersSettings_members$data = {
  readonly accessRequests: ReadonlyArray<{
    readonly id: string;
    readonly message: string;
    readonly requestedAt: string;
    readonly user: {
      readonly avatar: string | null | undefined;
      readonly displayName: string;
      readonly email: string;
    };
  }>;
  readonly id: string;
  readonly slug: string;
  readonly users: ReadonlyArray<{
    readonly email: string;
    readonly id: string;
    readonly invitationUrl: string | null | undefined;
    readonly invitedAt: string | null | undefined;
    readonly isViewer: boolean;
    readonly role: UserRole;
    readonly status: BrandUserStatus;
    readonly user: {
      readonly avatar: string | null | undefined;
      readonly displayName: string;
    } | null | undefined;
  }>;
  readonly viewerRoleCeiling: MemberRole | null | undefined;
  readonly " $fragmentType": "UsersSettings_members";
};
export type UsersSettings_members$key = {
  readonly " $data"?: UsersSettings_members$data;
  readonly " $fragmentSpreads": FragmentRefs<"UsersSettings_members">;
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
  "name": "email",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "avatar",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UsersSettings_members",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "viewerRoleCeiling",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BrandUser",
      "kind": "LinkedField",
      "name": "users",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "role",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isViewer",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "invitationUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "invitedAt",
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
            (v2/*:: as any*/),
            (v3/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BrandAccessRequest",
      "kind": "LinkedField",
      "name": "accessRequests",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "requestedAt",
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
            (v2/*:: as any*/),
            (v3/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Brand",
  "abstractKey": null
};
})();

(node as any).hash = "5372ff7a2d3eef1afff4a02137a1426d";

export default node;
