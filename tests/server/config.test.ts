// Configuration from the environment: defaults, and one clear line naming a bad variable.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { readyLine } from '../../server/lib/site-address';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: 'localhost',
      databaseUrl: null,
      seedDemo: true,
      publicUrl: 'http://localhost:8080',
      reviewAccountEmails: [],
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'floorcraft.app' }, 'PUBLIC_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ SUPPORT_EMAIL: 'nobody' }, 'SUPPORT_EMAIL'],
    [{ REVIEW_ACCOUNT_EMAILS: 'a@b.co, nope' }, 'REVIEW_ACCOUNT_EMAILS'],
    [{ TRUST_PROXY: '2' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'everyone' }, 'TRUST_PROXY'],
    [{ OUTBOUND_ALLOWED_ADDRESSES: '10.0.0.0/8' }, 'OUTBOUND_ALLOWED_ADDRESSES'],
    [{ STRIPE_SECRET_KEY: 'sk_test_abc' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_abc' }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }, 'STRIPE_SECRET_KEY'],
    [
      {
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        PLATFORM_FEE_PERCENT: '80',
      },
      'PLATFORM_FEE_PERCENT',
    ],
  ])('refuses %o naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Configuration error: ${variable} `));
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 0 to 65535 (got "eighty").'],
    [
      { DATABASE_URL: 'mysql://x' },
      'DATABASE_URL must start with postgres: or postgresql: (got "mysql:").',
    ],
    [{ PUBLIC_URL: ' floorcraft.app ' }, 'PUBLIC_URL must be a URL (got "floorcraft.app").'],
    [{ SEED_DEMO: ' Maybe ' }, 'SEED_DEMO must be true or false (got " Maybe ").'],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud").',
    ],
    [{ MAIL_FROM: 'Dance <d@x>' }, 'MAIL_FROM must be an e-mail address (got "Dance <d@x>").'],
    [
      { REVIEW_ACCOUNT_EMAILS: 'a@b.co, NOPE' },
      'REVIEW_ACCOUNT_EMAILS has an entry that is not an e-mail address ("nope").',
    ],
    [{ FACEBOOK_APP_ID: 'abc' }, 'FACEBOOK_APP_SECRET must be set with FACEBOOK_APP_ID.'],
    [
      { FACEBOOK_APP_ID: 'abc', FACEBOOK_APP_SECRET: 's' },
      'FACEBOOK_APP_ID must be the app\'s numeric id (got "abc").',
    ],
    // Only the first problem is reported, in the order the variables are read.
    [{ SEED_DEMO: 'maybe', PORT: 'x' }, 'PORT must be a whole number from 0 to 65535 (got "x").'],
  ])('reports %o as one line', (env, line) => {
    expect(() => loadConfig(env)).toThrow(
      new ConfigError(line.split(' ')[0]!, line.slice(line.indexOf(' ') + 1)),
    );
  });

  it('leaves variables of a service that is not set up unread', () => {
    const config = loadConfig({
      FACEBOOK_GRAPH_URL: 'bad',
      STRIPE_API_URL: 'bad',
      PLATFORM_FEE_PERCENT: 'x',
    });
    expect(config.facebook).toBeNull();
    expect(config.stripe).toBeNull();
    expect(loadConfig({ SEED_DEMO: ' OFF ', TRUST_PROXY: ' no ' })).toMatchObject({
      seedDemo: false,
      trustProxy: false,
    });
  });

  it('reads Stripe and the trusted proxies', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
      PLATFORM_FEE_PERCENT: '2.5',
      TRUST_PROXY: '10.0.0.5, 10.0.1.0/24',
    });
    expect(config.stripe).toMatchObject({ secretKey: 'sk_test_abc', platformFeePercent: 2.5 });
    expect(config.stripe?.apiUrl.port).toBe('12111');
    expect(config.trustProxy).toEqual(['10.0.0.5', '10.0.1.0/24']);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({}).stripe).toBeNull();
    expect(
      loadConfig({ OUTBOUND_ALLOWED_ADDRESSES: '10.1.2.3, ::1' }).outboundAllowedAddresses,
    ).toEqual(['10.1.2.3', '::1']);
  });
});

describe('the ready line', () => {
  it('names the address it listens on and which database each address opens', () => {
    const config = loadConfig({ PORT: '8080' });
    expect(readyLine(config, 8080)).toBe(
      `Floorcraft ${config.version} is listening on localhost:8080: open http://127.0.0.1:8080 for the production database; http://localhost:8080 uses the development database`,
    );
    const behindProxy = loadConfig({ PORT: '8080', PUBLIC_URL: 'https://dance.example' });
    expect(readyLine(behindProxy, 8080)).toContain(
      'open https://dance.example (add ?devMode=true for the development database)',
    );
  });
});
