/**
 * @generated SignedSource<<7455575ec51e3279f49c2460ca8c0137>>
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
            (v2/*:: as any*/)
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
            (v2/*:: as any*/)
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

(node as any).hash = "fb848027989696ded73dd38173d572de";

export default node;
