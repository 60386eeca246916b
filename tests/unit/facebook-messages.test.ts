// The Facebook screen's error messages and actions (spec §8), and how it reads the parameters
// Facebook's round trip returns with.
import { describe, expect, it } from 'vitest';
import { returnedResult } from '@/features/facebook/components/return-params';
import { facebookErrorView } from '@/lib/facebook/error-view';

describe('facebookErrorView', () => {
  it('words each code as the spec does', () => {
    expect(facebookErrorView({ code: 'FACEBOOK_OAUTH_DENIED' }).message).toBe(
      'Facebook access was cancelled. You need to grant permissions to import events.',
    );
    expect(facebookErrorView({ code: 'FACEBOOK_AUTH_ERROR' }).message).toBe(
      'Facebook authentication failed. Please reconnect your account.',
    );
    expect(facebookErrorView({ code: 'FACEBOOK_API_ERROR' }).message).toBe(
      'Facebook API error occurred. This may be temporary.',
    );
    expect(facebookErrorView({ code: 'SERVER_ERROR' }).message).toBe(
      'Server error occurred. Please try again.',
    );
  });

  it('offers alternative actions for a missing permission', () => {
    const view = facebookErrorView({ code: 'FACEBOOK_PERMISSION_ERROR', retryable: true });
    expect(view.retryLabel).toBe('Try Again');
    expect(view.actions.map((action) => action.label)).toEqual(['Get Admin Access']);
  });

  it('tells each kind of account without pages what to do', () => {
    const personal = facebookErrorView({
      code: 'FACEBOOK_NO_PAGES',
      retryable: false,
      userType: 'personal_no_pages',
    });
    expect(personal.retryLabel).toBe('Search Again');
    expect(personal.actions[0]?.label).toBe('Create Business Page');
    expect(personal.message).toMatch(/doesn't manage any Pages/);
    const business = facebookErrorView({
      code: 'FACEBOOK_NO_PAGES',
      retryable: false,
      userType: 'business_manager',
    });
    expect(business.actions[0]?.label).toBe('Get Admin Access');
    const retryable = facebookErrorView({
      code: 'FACEBOOK_NO_PAGES',
      retryable: true,
      message: 'Server says so.',
    });
    expect(retryable).toMatchObject({
      retryLabel: 'Try Again',
      message: 'Server says so.',
      actions: [],
    });
    expect(facebookErrorView({ code: 'FACEBOOK_NO_PAGES' }).message).toBe(
      'No pages found. You may need business management permissions or admin access to pages.',
    );
  });

  it('falls back to the server’s message, then to a plain one, for unknown codes', () => {
    expect(facebookErrorView({ code: 'SOMETHING_NEW', message: 'Odd.' }).message).toBe('Odd.');
    expect(facebookErrorView({ code: null }).message).toBe('An unexpected error occurred.');
  });
});

describe('returnedResult', () => {
  it('reads a successful connection and who made it', () => {
    expect(
      returnedResult(new URLSearchParams('facebook_auth_success=true&user_name=Rosa')),
    ).toEqual({
      connectedAs: 'Rosa',
      error: null,
    });
    expect(returnedResult(new URLSearchParams('facebook_connected=true')).connectedAs).toBe('');
  });

  it('reads an error with its retryability and kind of account', () => {
    const { error } = returnedResult(
      new URLSearchParams(
        'error_code=FACEBOOK_NO_PAGES&retryable=false&user_type=business_profile',
      ),
    );
    expect(error).toMatchObject({ code: 'FACEBOOK_NO_PAGES', retryLabel: 'Search Again' });
    expect(error?.actions[0]?.label).toBe('Get Admin Access');
  });

  it('reads the older error flags', () => {
    const { error } = returnedResult(new URLSearchParams('error=true&details=Token%20expired'));
    expect(error?.message).toBe('Facebook connection failed: Token expired');
  });

  it('finds nothing on a plain visit', () => {
    expect(returnedResult(new URLSearchParams('demouser=true'))).toEqual({
      connectedAs: null,
      error: null,
    });
  });
});
