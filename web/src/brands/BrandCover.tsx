/**
 * A brand's cover: its cover image, cut to fill, or else its colours (the class's gradient, from
 * brands/theme.tsx; the product's greys without any). The home's banner (`brand-cover`) and the
 * cards' (`brand-card-cover`) are this one element; the banner's image is the first thing of the
 * home to fetch.
 */
export function BrandCover({
  src,
  className,
  priority = false,
}: {
  src: string | null | undefined;
  className: string;
  priority?: boolean;
}) {
  return (
    <span className={className} aria-hidden="true" data-image={src ? true : undefined}>
      {src ? (
        <img
          src={src}
          alt=""
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
          loading={priority ? 'eager' : 'lazy'}
        />
      ) : null}
    </span>
  );
}
