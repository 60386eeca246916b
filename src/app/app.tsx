// The root component: providers around the router, which renders anew in a new language.
import { BrowserRouter } from 'react-router-dom';
import { useLocale } from '@/lib/i18n/use-i18n';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App() {
  // A new language renders the pages anew (the query cache and the signed-in user stay): every
  // text, formatted date and price is then in it, even those no component re-reads on its own.
  const locale = useLocale();
  return (
    <AppProviders>
      <BrowserRouter key={locale}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
