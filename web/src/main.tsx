import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { initialLocale } from './i18n/locale';
import { LocaleProvider } from './i18n/LocaleProvider';
import { loadMessages } from './i18n/messages';
import { installChunkReload } from './layout/chunkReload';
import { createRouter } from './router';

installChunkReload();

const locale = initialLocale();
document.documentElement.lang = locale;
// The router starts the first page's loaders at once; the messages load meanwhile.
const router = createRouter();

void loadMessages(locale).then((messages) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <LocaleProvider initialLocale={locale} initialMessages={messages}>
        <RouterProvider router={router} />
      </LocaleProvider>
    </StrictMode>,
  );
});
