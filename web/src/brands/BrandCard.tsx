import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { BrandCard_brand$key } from '../__generated__/BrandCard_brand.graphql';
import { BrandCover } from './BrandCover';
import { BrandMark } from './BrandMark';
import { planMessage, roleMessage } from './labels';
import { cardStyle } from './theme';

const updated = defineMessage<{ date: string }>({ id: 'brandCard.updated', defaultMessage: 'Updated {date}' });

export function BrandCard({ brand }: { brand: BrandCard_brand$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment BrandCard_brand on Brand {
        name
        slug
        logo {
          preview
        }
        cover {
          preview
        }
        colors {
          hex
        }
        currentPlan
        userRole
        updatedAt
      }
    `,
    brand,
  );
  return (
    <Link to={`/${data.slug}`} className="brand-card" style={cardStyle(data.colors)}>
      <BrandCover src={data.cover?.preview} className="brand-card-cover" />
      <span className="brand-card-top">
        <BrandMark name={data.name} logo={data.logo?.preview} />
        {data.currentPlan ? (
          <span className={`badge plan-${data.currentPlan}`}>
            <FormattedMessage {...planMessage(data.currentPlan)} />
          </span>
        ) : null}
      </span>
      <span className="brand-card-name">{data.name}</span>
      <span className="brand-card-meta">
        <span className="brand-card-slug">/{data.slug}</span>
        <span aria-hidden="true">·</span>
        <FormattedMessage {...roleMessage(data.userRole)} />
      </span>
      <span className="brand-card-meta">
        <FormattedMessage {...updated} values={{ date: intl.formatDate(data.updatedAt, { dateStyle: 'medium' }) }} />
      </span>
    </Link>
  );
}
