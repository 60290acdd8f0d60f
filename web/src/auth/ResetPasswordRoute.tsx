import { useParams } from 'react-router';
import { ResetPasswordForm } from './ResetPasswordForm';

export default function ResetPasswordRoute() {
  const { token = '' } = useParams();
  return (
    <div className="narrow stack">
      <ResetPasswordForm key={token} token={token} />
    </div>
  );
}
