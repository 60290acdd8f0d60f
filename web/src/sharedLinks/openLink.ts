import { redirect, type LoaderFunctionArgs } from 'react-router';
import { brandPath } from '../brands/lookup';
import { ApiError, postJson } from '../http/api';
import { sessionChanged } from '../routing/viewer';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';

export interface OpenLinkData {
  error: ErrorInfo;
}

/**
 * /s/{token}: opens the shared link (POST /shared-link) and lands on its page, or on the brand's
 * home for a link to all pages. The session changed (a new shared_link session, or the user's own
 * reaching more), so the viewer and every cached answer are asked again. A link that is revoked,
 * expired or unknown stays here, and the page says so.
 */
export async function openLinkLoader({ params, request }: LoaderFunctionArgs): Promise<OpenLinkData | Response> {
  let landing: { brandSlug: string; pageSlug: string | null };
  try {
    landing = await postJson('/shared-link', { token: params.token ?? '' }, request.signal);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { error: errorInfo(error) };
    throw error;
  }
  sessionChanged();
  return redirect(landing.pageSlug ? brandPath(landing.brandSlug, landing.pageSlug) : brandPath(landing.brandSlug));
}
