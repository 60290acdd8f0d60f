import { defineMessages, FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { HomeRouteQuery } from '../__generated__/HomeRouteQuery.graphql';
import { InvitationWaitingNotice } from '../account/ConfirmAddress';
import { LoginForm } from '../auth/LoginForm';
import { RegisterForm } from '../auth/RegisterForm';
import { BrandList } from './BrandList';
import { DeletedBrands, DeletedNoticeBar } from './DeletedBrands';
import type { HomeLoaderData } from './loaders';

const messages = defineMessages({
  welcomeTitle: { id: 'home.welcome.title', defaultMessage: 'Your brand, in one place' },
  welcomeText: {
    id: 'home.welcome.text',
    defaultMessage:
      'Brandtrail keeps your brand guidelines, assets and pages together, and shares them with your team and partners.',
  },
  directory: { id: 'home.welcome.directory', defaultMessage: 'Browse public brands' },
});

export default function HomeRoute() {
  const { queryRef } = useLoaderData<HomeLoaderData>();
  return queryRef ? <Dashboard queryRef={queryRef} /> : <Welcome />;
}

function Dashboard({ queryRef }: { queryRef: PreloadedQuery<HomeRouteQuery> }) {
  const data = usePreloadedQuery<HomeRouteQuery>(
    graphql`
      query HomeRouteQuery {
        viewer {
          email
          invitationWaiting
        }
        ...BrandList_query
        ...DeletedBrands_query
      }
    `,
    queryRef,
  );
  return (
    <div className="stack-lg">
      <div className="stack">
        {data.viewer?.invitationWaiting ? <InvitationWaitingNotice email={data.viewer.email} /> : null}
        <DeletedNoticeBar />
        <BrandList query={data} />
      </div>
      <DeletedBrands query={data} />
    </div>
  );
}

function Welcome() {
  return (
    <div className="stack-lg">
      <section className="hero">
        <h1>
          <FormattedMessage {...messages.welcomeTitle} />
        </h1>
        <p className="lead muted">
          <FormattedMessage {...messages.welcomeText} />
        </p>
        <p>
          <Link to="/directory" className="button">
            <FormattedMessage {...messages.directory} />
          </Link>
        </p>
      </section>
      <div className="split">
        <LoginForm />
        <RegisterForm />
      </div>
    </div>
  );
}
