import { describe, expect, it } from 'vitest';
import { ConfigurationError, mailRetryDelayOverride, mailSettings, parseMailFrom } from './env.server';

describe('mail settings', () => {
  it('are absent unless both SMTP_URL and MAIL_FROM are set: production without them sends nothing', () => {
    expect(mailSettings({})).toBeNull();
    expect(mailSettings({ SMTP_URL: 'smtps://u:p@smtp.example.org:465' })).toBeNull();
    expect(mailSettings({ MAIL_FROM: 'hsa@example.org' })).toBeNull();
  });

  it('read an smtp or smtps URL and a sender with or without a name', () => {
    expect(mailSettings({ SMTP_URL: 'smtps://u:p%40ss@smtp.example.org:465', MAIL_FROM: 'St. Brigid HSA <hsa@example.org>' })).toEqual({
      smtpUrl: 'smtps://u:p%40ss@smtp.example.org:465',
      from: { name: 'St. Brigid HSA', address: 'hsa@example.org' },
    });
    expect(mailSettings({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'hsa@example.org' }, 'HSA')?.from).toEqual({
      name: 'HSA',
      address: 'hsa@example.org',
    });
  });

  it('refuse another scheme, a sender with a line break or two addresses, and a bad retry override', () => {
    expect(() => mailSettings({ SMTP_URL: 'https://smtp.example.org', MAIL_FROM: 'hsa@example.org' })).toThrow(ConfigurationError);
    expect(() => parseMailFrom('HSA <hsa@example.org>\r\nBcc: x@evil.test', 'HSA')).toThrow(ConfigurationError);
    expect(() => parseMailFrom('a@example.org, b@example.org', 'HSA')).toThrow(ConfigurationError);
    expect(mailRetryDelayOverride({})).toBeUndefined();
    expect(mailRetryDelayOverride({ MAIL_RETRY_DELAYS_MS: '0' })).toBe(0);
    expect(() => mailRetryDelayOverride({ MAIL_RETRY_DELAYS_MS: '-5' })).toThrow(ConfigurationError);
  });
});
