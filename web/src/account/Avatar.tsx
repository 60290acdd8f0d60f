/** A user's avatar: their picture, or the first letter of their address in a circle. */
export function Avatar({ src, email, size = 'small' }: { src: string | null; email: string; size?: 'small' | 'large' }) {
  return src ? (
    <img className={`avatar ${size}`} src={src} alt="" />
  ) : (
    <span className={`avatar avatar-initial ${size}`} aria-hidden="true">
      {email.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
