/**
 * A brand's mark: its logo (the preview's address) when it has one, else its initial in a square
 * (`brand-monogram`, with `className`: `large`, `muted-monogram`). Decorative: the brand's name
 * stands beside it.
 */
export function BrandMark({
  name,
  logo,
  className,
  logoClassName,
}: {
  name: string;
  logo?: string | null;
  className?: string;
  logoClassName?: string;
}) {
  if (logo) return <img className={logoClassName ? `brand-logo ${logoClassName}` : 'brand-logo'} src={logo} alt="" />;
  return (
    <span className={className ? `brand-monogram ${className}` : 'brand-monogram'} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
