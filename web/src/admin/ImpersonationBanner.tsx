import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { SessionUser } from '../auth/session';
import { sessionChanged } from '../routing/viewer';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { exitImpersonation } from './impersonation';
import { adminMessages as m } from './messages';

/**
 * At the foot of every screen while an admin acts as a user (spec 4): names both accounts, and "Exit" goes
 * back to the admin's own session at /admin.
 */
export function ImpersonationBanner({ viewer }: { viewer: SessionUser }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const exit = async () => {
    setBusy(true);
    try {
      await exitImpersonation();
      await navigate('/admin');
    } catch {
      // Refused (the hour ran out, the admin right was taken away): whoever the session is now,
      // the start page asks again.
      sessionChanged();
      await navigate('/');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="impersonation-banner" role="status">
      <Icon name="eye" />
      <span className="impersonation-banner-text">
        {intl.formatMessage(m.banner, { user: viewer.email, admin: viewer.impersonatorEmail ?? '' })}
      </span>
      <Button size="small" busy={busy} onClick={() => void exit()}>
        {intl.formatMessage(m.exit)}
      </Button>
    </div>
  );
}
