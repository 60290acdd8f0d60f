import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  general: { id: 'brandSettings.nav.general', defaultMessage: 'General' },
  kit: { id: 'brandSettings.nav.kit', defaultMessage: 'Colours and fonts' },
  users: { id: 'brandSettings.nav.users', defaultMessage: 'Users' },
  sharedLinks: { id: 'brandSettings.nav.sharedLinks', defaultMessage: 'Shared links' },
  billing: { id: 'brandSettings.nav.billing', defaultMessage: 'Billing' },
  delete: { id: 'brandSettings.nav.delete', defaultMessage: 'Delete brand' },
});

/** What the server says the viewer may do (Brand.viewerCan), as far as the settings ask. */
export interface SettingsCapabilities {
  readonly editContent: boolean;
  readonly readPrivate: boolean;
  readonly manageMembers: boolean;
  readonly manageLinks: boolean;
  readonly billing: boolean;
  readonly deleteBrand: boolean;
}

export interface SettingsTab {
  /** The path below /{brand}/settings ('' for General). */
  path: string;
  /** The capability that shows the tab and opens its page. */
  capability: keyof SettingsCapabilities;
  label: MessageDescriptor;
  danger?: boolean;
}

/** The brand settings sidebar, in its order: each tab for those who hold its capability. */
export const settingsTabs: readonly SettingsTab[] = [
  { path: '', capability: 'editContent', label: messages.general },
  { path: 'kit', capability: 'editContent', label: messages.kit },
  // Every member sees the members (and may leave); those who manage them change them there.
  { path: 'users', capability: 'readPrivate', label: messages.users },
  { path: 'shared-links', capability: 'manageLinks', label: messages.sharedLinks },
  { path: 'billing', capability: 'billing', label: messages.billing },
  { path: 'delete', capability: 'deleteBrand', label: messages.delete, danger: true },
];

/** The tabs the viewer may open; none means the settings are not for them. */
export const tabsFor = (can: SettingsCapabilities): SettingsTab[] => settingsTabs.filter((tab) => can[tab.capability]);
