// A team invitation's page sends a visitor to register (or sign in) with the invited address
// already in the form: the links carry it, and the registration form opens with it filled in and
// editable.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';
import { dashboardKeys } from '@/features/dashboard/api/query-keys';
import { JoinTeamPage } from '@/features/dashboard/pages/join-team-page';
import { RegisterPage } from '@/features/auth/pages/register-page';

const signedOut: AuthContextValue = {
  user: null,
  loading: false,
  initialised: true,
  authenticated: false,
  accountDetails: null,
  organisationId: null,
  login: () => Promise.reject(new Error('not in this test')),
  logout: () => Promise.resolve(),
};

describe('a team invitation’s way to registration', () => {
  it('fills in the invited address on the registration form', () => {
    const client = new QueryClient();
    client.setQueryData(dashboardKeys.invitation('tok'), {
      schoolName: 'Harbour City Dance School',
      email: 'new.teacher+door@example.com',
      role: 'door' as const,
      expiresAt: '2026-12-05T00:00:00.000Z',
    });
    render(
      <QueryClientProvider client={client}>
        <AuthContext.Provider value={signedOut}>
          <MemoryRouter initialEntries={['/team/join/tok']}>
            <Routes>
              <Route path="/team/join/:token" element={<JoinTeamPage />} />
              <Route path="/register" element={<RegisterPage />} />
            </Routes>
          </MemoryRouter>
        </AuthContext.Provider>
      </QueryClientProvider>,
    );
    // The role in words, as the e-mail says it.
    expect(screen.getByText(/invites new\.teacher\+door@example\.com/).textContent).toBe(
      'Harbour City Dance School invites new.teacher+door@example.com to join its team to run the door with the scanner (role: Door).',
    );
    const back = encodeURIComponent('/team/join/tok');
    const email = encodeURIComponent('new.teacher+door@example.com');
    expect(screen.getByRole('link', { name: 'Sign in to accept' }).getAttribute('href')).toBe(
      `/login?return=${back}&email=${email}`,
    );
    const create = screen.getByRole('link', { name: 'Create an account' });
    expect(create.getAttribute('href')).toBe(`/register?return=${back}&email=${email}`);
    fireEvent.click(create);
    const field = screen.getByLabelText('Email') as HTMLInputElement;
    expect(field.value).toBe('new.teacher+door@example.com');
    expect(field.readOnly).toBe(false);
  });
});
