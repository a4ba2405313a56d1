import { describe, expect, it } from 'vitest';
import { isFreeMailDomain } from './free-mail-domains.ts';

describe('public mailbox providers', () => {
  it.each([
    'gmail.com',
    'GMAIL.COM',
    'hotmail.fr',
    'outlook.de',
    'yahoo.de',
    'mail.ru',
    'comcast.net',
    'proton.me',
  ])('%s is never a company domain', (domain) => {
    expect(isFreeMailDomain(domain)).toBe(true);
  });

  it.each(['acme.test', 'lovelace.co.uk', 'gmail.com.evil.test', 'notgmail.com', ''])(
    '%j may be claimed',
    (domain) => {
      expect(isFreeMailDomain(domain)).toBe(false);
    },
  );
});
