// One settings query for every screen: what the dashboard saves (written under the settings key)
// is what the wizard's defaults read next, with no stale copy under a key of its own.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { OrganisationSettings } from '@/contract/organisations';
import { organisationKeys } from '@/lib/query-keys';
import { useTicketingDefaults } from '@/features/wizard/api/get-ticketing-defaults';

const settings = (name: string): OrganisationSettings => ({
  ticketingDefaults: {
    defaultTicketTypes: [
      {
        name,
        price: 20,
        currency: 'AUD',
        quantity: 50,
        description: 'All night',
        restrictions: '',
      },
    ],
    primaryDefaultIndex: 0,
    defaultRefundPolicy: '',
    defaultTermsAndConditions: '',
  },
  organisationInfo: {
    businessName: 'Harbour City Dance School',
    category: 'Dance school',
    description: 'A school',
    contactEmail: 'hello@example.com',
    contactPhone: '',
    website: '',
    address: { fullAddress: 'Sydney' },
  },
  timeZone: 'Australia/Sydney',
});

describe('the organisation’s settings', () => {
  it('are one cached query: a dashboard save is the wizard’s next default', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(organisationKeys.settings('org-1'), settings('Early Bird'));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useTicketingDefaults('org-1', true), { wrapper });
    await waitFor(() =>
      expect(result.current.data?.defaultTicketTypes[0]?.name).toBe('Early Bird'),
    );
    // What the dashboard's save does with the server's answer.
    act(() =>
      client.setQueryData(organisationKeys.settings('org-1'), settings('Early Bird Special')),
    );
    await waitFor(() =>
      expect(result.current.data?.defaultTicketTypes[0]?.name).toBe('Early Bird Special'),
    );
  });
});
