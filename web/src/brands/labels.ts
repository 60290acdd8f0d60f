import { defineMessages, type TypedMessageDescriptor } from 'react-intl';

const plans = defineMessages({
  free: { id: 'brand.plan.free', defaultMessage: 'Free' },
  basic: { id: 'brand.plan.basic', defaultMessage: 'Basic' },
  pro: { id: 'brand.plan.pro', defaultMessage: 'Pro' },
});

const roles = defineMessages({
  owner: { id: 'brand.role.owner', defaultMessage: 'Owner' },
  editor: { id: 'brand.role.editor', defaultMessage: 'Editor' },
  viewer: { id: 'brand.role.viewer', defaultMessage: 'Viewer' },
  public: { id: 'brand.role.public', defaultMessage: 'Public' },
  shared: { id: 'brand.role.shared', defaultMessage: 'Shared link' },
});

const { unknown } = defineMessages({
  unknown: { id: 'brand.unknownValue', defaultMessage: 'Unknown' },
});

/** The label of a plan; a value this client does not know yet shows as Unknown. */
export const planMessage = (plan: string): TypedMessageDescriptor =>
  Object.hasOwn(plans, plan) ? plans[plan as keyof typeof plans] : unknown;

export const roleMessage = (role: string): TypedMessageDescriptor =>
  Object.hasOwn(roles, role) ? roles[role as keyof typeof roles] : unknown;
