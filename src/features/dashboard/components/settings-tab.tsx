// Settings (spec §2): accordions for Ticketing Defaults, Payment Settings (coming soon), Branding
// and Organisation Information.
import { useSettings } from '../api/get-settings';
import { BrandingSettings } from './branding-settings';
import { OrganisationInfoForm } from './organisation-info-form';
import { TicketingDefaultsForm } from './ticketing-defaults-form';

export function SettingsTab({ organisationId }: { organisationId: string }) {
  const settings = useSettings(organisationId);
  if (settings.isPending) return <p role="status">Loading settings…</p>;
  if (settings.isError)
    return (
      <p className="alert alert-error" role="alert">
        Settings could not be loaded. Please try again.
      </p>
    );
  const { ticketingDefaults, organisationInfo } = settings.data;
  return (
    <section aria-labelledby="settings-heading">
      <h2 id="settings-heading">Settings</h2>
      <details className="accordion" open>
        <summary>Ticketing Defaults</summary>
        <TicketingDefaultsForm organisationId={organisationId} defaults={ticketingDefaults} />
      </details>
      <details className="accordion">
        <summary>Payment Settings</summary>
        <p>
          Coming soon: connect a card provider (Stripe), PayPal or bank transfer, and choose who
          pays the processing fee.
        </p>
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
        />
      </details>
    </section>
  );
}
