// Contact: the support address with a prefilled subject, the five categories, response times,
// URGENT priority and the website version to quote (spec §1).
import { useSiteInfo } from '../api/get-site-info';
import { APP_VERSION } from '@/lib/build-info';
import { richText } from '@/lib/i18n/rich-text';
import { useI18n } from '@/lib/i18n/use-i18n';

/** Used only until the server's configured address has loaded. */
const FALLBACK_SUPPORT_EMAIL = 'support@floorcraft.app';

/** Each category's subject stays English ("Floorcraft App Support"): it is what support sorts by. */
const categories = [
  {
    subject: 'App Support',
    name: /* i18n */ 'contact.app',
    text: /* i18n */ 'contact.app.text',
    link: /* i18n */ 'contact.app.link',
  },
  {
    subject: 'Event Organizer Support',
    name: /* i18n */ 'contact.organisers',
    text: /* i18n */ 'contact.organisers.text',
    link: /* i18n */ 'contact.organisers.link',
  },
  {
    subject: 'Technical Issues',
    name: /* i18n */ 'contact.technical',
    text: /* i18n */ 'contact.technical.text',
    link: /* i18n */ 'contact.technical.link',
  },
  {
    subject: 'General Inquiries',
    name: /* i18n */ 'contact.general',
    text: /* i18n */ 'contact.general.text',
    link: /* i18n */ 'contact.general.link',
  },
  {
    subject: 'Data Deletion Requests',
    name: /* i18n */ 'contact.deletion',
    text: /* i18n */ 'contact.deletion.text',
    link: /* i18n */ 'contact.deletion.link',
  },
];

const mailto = (email: string, subject: string) =>
  `mailto:${email}?subject=${encodeURIComponent(subject)}`;

export function ContactPage() {
  const i18n = useI18n();
  const { data } = useSiteInfo();
  const email = data?.supportEmail ?? FALLBACK_SUPPORT_EMAIL;
  return (
    <main className="page page-narrow prose">
      <h1>{i18n._('contact.title')}</h1>
      <p>
        {richText(i18n._('contact.email', { email }), [
          (address) => <a href={mailto(email, 'Floorcraft Support Request')}>{address}</a>,
        ])}
      </p>
      <p>{richText(i18n._('contact.urgent'), [(word) => <strong>{word}</strong>])}</p>
      <p>
        {richText(i18n._('contact.version', { version: APP_VERSION }), [
          (version) => <strong>{version}</strong>,
        ])}
      </p>
      <h2>{i18n._('contact.help')}</h2>
      <ul className="contact-categories">
        {categories.map((category) => (
          <li key={category.subject}>
            <h3>{i18n._(category.name)}</h3>
            <p>{i18n._(category.text)}</p>
            <a href={mailto(email, `Floorcraft ${category.subject}`)}>{i18n._(category.link)}</a>
          </li>
        ))}
      </ul>
    </main>
  );
}
