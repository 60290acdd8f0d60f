/**
 * @generated SignedSource<<3d1832e8592a8dbb3f94fa85101b0188>>
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
            (v1/*:: as any*/)
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

(node as any).hash = "8460fc1dda0f5d2d284b5fa4a95d3a51";

export default node;
