import { defineMessage } from 'react-intl';

/** What a screen or an option that is not there yet says, the same words everywhere. */
export const comingSoon = defineMessage({ id: 'common.comingSoon', defaultMessage: 'Coming soon' });
