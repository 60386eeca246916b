// How it Works: For Dance Enthusiasts, For Event Organizers, Get Started Today (spec §2).
import { Link } from 'react-router-dom';
import { StoreBadges } from '@/components/store-badges';
import { richText } from '@/lib/i18n/rich-text';
import { useI18n } from '@/lib/i18n/use-i18n';

export function HowItWorksPage() {
  const i18n = useI18n();
  return (
    <main className="page page-narrow prose">
      <h1>{i18n._('howItWorks.title')}</h1>
      <section aria-labelledby="enthusiasts">
        <h2 id="enthusiasts">{i18n._('howItWorks.dancers')}</h2>
        <ol>
          <li>{i18n._('howItWorks.dancers.install')}</li>
          <li>{i18n._('howItWorks.dancers.browse')}</li>
          <li>{i18n._('howItWorks.dancers.buy')}</li>
          <li>{i18n._('howItWorks.dancers.checkIn')}</li>
        </ol>
      </section>
      <section aria-labelledby="organizers">
        <h2 id="organizers">{i18n._('howItWorks.organisers')}</h2>
        <ol>
          <li>{i18n._('howItWorks.organisers.signIn')}</li>
          <li>{i18n._('howItWorks.organisers.import')}</li>
          <li>{i18n._('howItWorks.organisers.tickets')}</li>
          <li>{i18n._('howItWorks.organisers.door')}</li>
        </ol>
      </section>
      <section aria-labelledby="get-started">
        <h2 id="get-started">{i18n._('howItWorks.start')}</h2>
        <p>
          {richText(i18n._('howItWorks.start.text'), [
            (words) => <Link to="/login">{words}</Link>,
            (words) => <Link to="/contact">{words}</Link>,
          ])}
        </p>
        <StoreBadges />
      </section>
    </main>
  );
}
