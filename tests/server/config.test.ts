// Configuration from the environment: defaults, and one clear line naming a bad variable.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

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
  ])('refuses %o naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Configuration error: ${variable} `));
  });
});
