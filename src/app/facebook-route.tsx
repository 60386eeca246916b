// /facebook-integration: the Facebook feature's screen, told the organisation's name by the
// dashboard feature's organisation read (the app composes features; features never import each other).
import { useOrganisation } from '@/features/dashboard/api/get-organisation';
import { FacebookIntegrationPage } from '@/features/facebook/pages/facebook-integration-page';
import { useAuth } from '@/lib/auth/auth-context';

export function FacebookRoute() {
  const { organisationId } = useAuth();
  const organisation = useOrganisation(organisationId ?? '');
  return (
    <FacebookIntegrationPage
      organisationId={organisationId ?? null}
      organisationName={organisation.data?.name ?? null}
      business={
        organisation.data
          ? {
              name: organisation.data.settings.organisationInfo.businessName,
              address: organisation.data.settings.organisationInfo.address.fullAddress,
            }
          : null
      }
    />
  );
}
