import { defineMessages, FormattedMessage } from 'react-intl';
import { Icon } from '../ui/Icon';

const m = defineMessages({
  title: { id: 'accountExport.title', defaultMessage: 'Your data' },
  intro: {
    id: 'accountExport.intro',
    defaultMessage:
      'A JSON file of your account, the brands you are a member of, the browsers and tokens that can act for you, and everything you changed in brands and pages.',
  },
  download: { id: 'accountExport.download', defaultMessage: 'Download my data' },
});

/** "Export my data" on the account page: the API's file (`GET /api/account/export.json`). */
export function ExportSection() {
  return (
    <section className="card stack" aria-labelledby="account-export-title">
      <h2 id="account-export-title">
        <FormattedMessage {...m.title} />
      </h2>
      <p className="muted">
        <FormattedMessage {...m.intro} />
      </p>
      <div>
        <a className="button" href="/api/account/export.json" download>
          <Icon name="down" /> <FormattedMessage {...m.download} />
        </a>
      </div>
    </section>
  );
}
