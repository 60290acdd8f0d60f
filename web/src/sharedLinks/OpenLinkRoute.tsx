import { useLoaderData } from 'react-router';
import { LinkClosed } from './LinkClosed';
import type { OpenLinkData } from './openLink';

/** /s/{token}: the loader opens the link and moves on; this page only shows when the link does not work. */
export default function OpenLinkRoute() {
  const { error } = useLoaderData<OpenLinkData>();
  return <LinkClosed reason={error.code === 'SHARED_LINK_EXPIRED' ? 'ended' : 'invalid'} />;
}
