/** Stream names come from here only. */
export const brandStream = (id: string) => `brand-${id}`;
export const userStream = (id: string) => `user-${id}`;
export const pageStream = (id: string) => `page-${id}`;
export const assetStream = (id: string) => `asset-${id}`;
export const sharedLinkStream = (id: string) => `sharedLink-${id}`;
/** A unique value (an email address, a brand slug) is claimed by appending to its own stream. */
export const reservationStream = (kind: ReservationKind, value: string) => `unique-${kind}-${value}`;
/** pageSlug values are `${brandId}:${slug}`: a page slug is unique within its brand. */
export type ReservationKind = 'email' | 'brandSlug' | 'pageSlug';
export const idFromStream = (streamId: string) => streamId.slice(streamId.indexOf('-') + 1);
