// Tests start in en-AU with its catalogue loaded, as the browser does before the app first renders
// (main.tsx) and the server's render does (entry-server.tsx).
import { i18n, loadCatalogue } from '../../src/lib/i18n/i18n';
import { messages } from '../../src/locales/en-AU/messages';

loadCatalogue('en-AU', messages);
i18n.activate('en-AU');
