import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { MemberRole } from './useMemberMutations';

/** The member roles' names. */
export const roleLabels = defineMessages({
  owner: { id: 'members.role.owner', defaultMessage: 'Owner' },
  editor: { id: 'members.role.editor', defaultMessage: 'Editor' },
  viewer: { id: 'members.role.viewer', defaultMessage: 'Viewer' },
}) as Record<MemberRole, MessageDescriptor>;
