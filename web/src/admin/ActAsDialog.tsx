import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { actAs } from './impersonation';
import { adminMessages as m } from './messages';
import { ReasonDialog } from './ReasonDialog';

/** Asks why before an admin acts as a user (kept in the audit log), then goes to the user's brands. */
export function ActAsDialog({ user, onClose }: { user: { id: string; email: string }; onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <ReasonDialog
      title={intl.formatMessage(m.actAsTitle, { email: user.email })}
      intro={intl.formatMessage(m.actAsIntro)}
      confirm={intl.formatMessage(m.actAsConfirm)}
      variant="primary"
      onSubmit={async (reason) => {
        await actAs(user.id, reason);
        await navigate('/');
      }}
      onClose={onClose}
    />
  );
}
