// "Don't have an account?" offers one clear choice (issue 31): the spec's modal only offers the app,
// and the web sign-up is its own link on the sign-in page, shown to someone sent there to sign in.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterInAppModal } from '@/features/auth/components/register-in-app-modal';

describe('registering', () => {
  it('the modal titled Register in the mobile app offers only the app', () => {
    render(<RegisterInAppModal open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Register in the mobile app' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(expect.arrayContaining(['Open App', 'Close']));
    expect(dialog.textContent).not.toMatch(/create (an|your) account here/i);
  });

  it('the sign-in form links the web sign-up only when given where it goes', () => {
    const form = (href?: string) => (
      <MemoryRouter>
        <LoginForm
          initialEmail=""
          busy={false}
          error={null}
          onSubmit={() => {}}
          onRegister={() => {}}
          createAccountHref={href}
        />
      </MemoryRouter>
    );
    const { rerender } = render(form());
    expect(screen.queryByRole('link', { name: 'Create an account here' })).toBeNull();
    rerender(form('/register?return=%2Ftickets'));
    expect(screen.getByRole('link', { name: 'Create an account here' }).getAttribute('href')).toBe(
      '/register?return=%2Ftickets',
    );
  });
});
