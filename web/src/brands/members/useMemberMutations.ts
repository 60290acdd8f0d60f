/** A member's role, as the schema's MemberRole enum has it (what the member mutation hooks take). */
export type MemberRole = 'owner' | 'editor' | 'viewer';

/** A role as Relay types it (with its "future added value"): anything unknown reads as viewer. */
export const asRole = (role: string): MemberRole => (role === 'owner' || role === 'editor' ? role : 'viewer');
