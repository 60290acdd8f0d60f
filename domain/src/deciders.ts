import { assetDecider } from './assets/asset';
import { brandDecider } from './brands/brand';
import { pageDecider } from './pages/page';
import { reservationDecider } from './reservations/reservation';
import { sharedLinkDecider } from './sharedLinks/sharedLink';
import { userDecider } from './users/user';

/** Every aggregate's decider. A new aggregate joins this list (its snapshots are kept by its key). */
export const allDeciders = [userDecider, reservationDecider, brandDecider, pageDecider, assetDecider, sharedLinkDecider] as const;

/** The snapshot keys the deciders read now: a snapshot under any other key is never read again. */
export const snapshotKeys = (): string[] =>
  allDeciders.flatMap((d: { snapshot?: { key: string } }) => (d.snapshot ? [d.snapshot.key] : []));
