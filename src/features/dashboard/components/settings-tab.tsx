// Settings (spec §2): accordions for Ticketing Defaults, Payment Settings (the school's Stripe account),
// Tax and Invoices (ABN, GST, booking fee, GST summary), Passes (class passes), Branding
// and Organisation Information.
import { useSearchParams } from 'react-router-dom';
import { useSettings } from '../api/get-settings';
import { PaymentSettings } from './payment-settings';
import { PassSettings } from './pass-settings';
import { TaxSettingsPanel } from './tax-settings';
import { BrandingSettings } from './branding-settings';
import { OrganisationInfoForm } from './organisation-info-form';
import { TicketingDefaultsForm } from './ticketing-defaults-form';

export function SettingsTab({ organisationId }: { organisationId: string }) {
  const settings = useSettings(organisationId);
  // Back from Stripe's onboarding: show where the account stands.
  const [params] = useSearchParams();
  const stripeReturn = params.has('stripe');
  if (settings.isPending) return <p role="status">Loading settings…</p>;
  if (settings.isError)
    return (
      <p className="alert alert-error" role="alert">
        Settings could not be loaded. Please try again.
      </p>
    );
  const { ticketingDefaults, organisationInfo, timeZone } = settings.data;
  return (
    <section aria-labelledby="settings-heading">
      <h2 id="settings-heading">Settings</h2>
      <details className="accordion" open>
        <summary>Ticketing Defaults</summary>
        <TicketingDefaultsForm organisationId={organisationId} defaults={ticketingDefaults} />
      </details>
      <details className="accordion" open={stripeReturn}>
        <summary>Payment Settings</summary>
        <PaymentSettings organisationId={organisationId} />
      </details>
      <details className="accordion">
        <summary>Tax and Invoices</summary>
        <TaxSettingsPanel organisationId={organisationId} />
      </details>
      <details className="accordion">
        <summary>Passes</summary>
        <PassSettings organisationId={organisationId} />
      </details>
      <details className="accordion">
        <summary>Branding</summary>
        <BrandingSettings organisationId={organisationId} info={organisationInfo} />
      </details>
      <details className="accordion">
        <summary>Organisation Information</summary>
        <OrganisationInfoForm
          // Details taken from Facebook replace what the form holds.
          key={`${organisationInfo.facebookIntegration?.lastDetailsUpdate}-${organisationInfo.facebookIntegration?.detailsConfirmed}`}
          organisationId={organisationId}
          info={organisationInfo}
          timeZone={timeZone}
        />
      </details>
    </section>
  );
}
