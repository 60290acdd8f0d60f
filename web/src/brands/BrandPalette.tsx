import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { BrandPalette_brand$key } from '../__generated__/BrandPalette_brand.graphql';

const messages = defineMessages({
  title: { id: 'brandPalette.title', defaultMessage: 'Colours on the pages' },
  other: { id: 'brandPalette.other', defaultMessage: 'Other colours in use' },
  otherHint: {
    id: 'brandPalette.otherHint',
    defaultMessage: 'Text and background colours set directly rather than from a colour element.',
  },
  untitled: { id: 'brandPalette.untitled', defaultMessage: 'Before the first headline' },
});
const uses = defineMessage<{ count: number }>({
  id: 'brandPalette.uses',
  defaultMessage: '{count, plural, one {# use} other {# uses}}',
});

/**
 * The brand's colour palette (spec section 7): the colour elements of its pages, grouped by page
 * and by the headline above them, and the colours used elsewhere with how often. Nothing when the
 * pages hold no colours yet. `pagePath` links the pages elsewhere than to their live address (a
 * version's pages).
 */
export function BrandPalette({
  brand: key,
  pagePath,
}: {
  brand: BrandPalette_brand$key;
  pagePath?: (pageSlug: string) => string;
}) {
  const intl = useIntl();
  const { colorPalette } = useFragment(
    graphql`
      fragment BrandPalette_brand on Brand {
        colorPalette {
          pages {
            page {
              id
              name
              slug
              url
            }
            sections {
              headline
              colors {
                elementId
                color
                label
              }
            }
          }
          otherColors {
            color
            count
          }
        }
      }
    `,
    key,
  );
  if (colorPalette.pages.length === 0 && colorPalette.otherColors.length === 0) return null;
  return (
    <section className="stack" aria-labelledby="brand-palette">
      <h2 id="brand-palette">
        <FormattedMessage {...messages.title} />
      </h2>
      {colorPalette.pages.map(({ page, sections }) => (
        <div key={page.id} className="palette-page">
          <h3>
            <Link to={pagePath ? pagePath(page.slug) : page.url}>{page.name}</Link>
          </h3>
          {sections.map((section, i) => (
            <div key={i} className="palette-section">
              <p className="palette-headline">{section.headline ?? intl.formatMessage(messages.untitled)}</p>
              <ul className="palette-chips">
                {section.colors.map((c, j) => (
                  <li key={`${c.elementId}-${j}`} className="palette-chip">
                    <span className="palette-chip-color" style={{ background: `#${c.color}` }} aria-hidden="true" />
                    <span className="palette-chip-label">{c.label || `#${c.color}`}</span>
                    <code>#{c.color}</code>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ))}
      {colorPalette.otherColors.length ? (
        <div className="palette-page">
          <h3>
            <FormattedMessage {...messages.other} />
          </h3>
          <p className="muted small">
            <FormattedMessage {...messages.otherHint} />
          </p>
          <ul className="palette-chips">
            {colorPalette.otherColors.map((c) => (
              <li key={c.color} className="palette-chip">
                <span className="palette-chip-color" style={{ background: `#${c.color}` }} aria-hidden="true" />
                <code>#{c.color}</code>
                <span className="muted">{intl.formatMessage(uses, { count: c.count })}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
