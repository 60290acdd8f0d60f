import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Button } from '../ui/Button';
import { errorInfo } from '../ui/errorInfo';
import { useErrorText } from '../ui/ErrorText';
import { Icon } from '../ui/Icon';
import { useToast } from '../ui/Toast';
import { usePending } from '../ui/usePending';
import { copyText } from './copy';
import { useCreateSharedLinkMutation } from './useCreateSharedLinkMutation';

const messages = defineMessages({
  share: { id: 'sharePage.button', defaultMessage: 'Share page' },
  copied: { id: 'sharePage.copied', defaultMessage: 'Link to this page copied. Anyone with it can read this page.' },
});
const notCopied = defineMessage<{ url: string }>({ id: 'sharePage.notCopied', defaultMessage: 'Link to this page: {url}' });

/**
 * The share-page button (spec 2): the page's own shared link, reused while it lives or made now
 * (the server decides, spec 4), copied to the clipboard.
 */
export function SharePageButton({ brandId, pageId }: { brandId: string; pageId: string }) {
  const intl = useIntl();
  const toast = useToast();
  const errorText = useErrorText();
  const [create, busy] = usePending(useCreateSharedLinkMutation());
  return (
    <Button
      size="small"
      busy={busy}
      data-testid="share-page"
      onClick={() =>
        void create({ brand: brandId, pages: [pageId] }).then(
          (link) =>
            void copyText(link.url).then((ok) =>
              toast.show(ok ? intl.formatMessage(messages.copied) : intl.formatMessage(notCopied, { url: link.url }), {
                tone: 'success',
                duration: ok ? 5000 : 15000,
              }),
            ),
          (e: unknown) => toast.show(errorText(errorInfo(e)), { tone: 'error' }),
        )
      }
    >
      <Icon name="link" /> {intl.formatMessage(messages.share)}
    </Button>
  );
}
