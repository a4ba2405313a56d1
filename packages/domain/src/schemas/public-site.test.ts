import { describe, expect, it } from 'vitest';
import { HIDDEN_CHARACTERS_MESSAGE } from './common.ts';
import {
  CONTACT_TOPICS,
  ContactMessagePage,
  CreateContactMessageInput,
  FaqQuery,
  faqLocaleFor,
  ListContactMessagesQuery,
  UpdateContactMessageInput,
} from './public-site.ts';

const valid = {
  name: '  Ada Lovelace ',
  email: ' Ada@Example.TEST ',
  company: ' Analytical Engines ',
  topic: 'sales',
  message: '  We would like a demo for 200 people.  ',
};

const issues = (input: unknown) =>
  CreateContactMessageInput.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('CreateContactMessageInput', () => {
  it('refuses line breaks and hidden formatting characters in the name and company', () => {
    expect(issues({ ...valid, name: 'Ada\nBcc: x@evil.test', company: 'Acme\u202Eevil' })).toEqual([
      ['name', HIDDEN_CHARACTERS_MESSAGE],
      ['company', HIDDEN_CHARACTERS_MESSAGE],
    ]);
  });

  it('trims, lower-cases the e-mail and keeps the rest', () => {
    expect(CreateContactMessageInput.parse(valid)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      company: 'Analytical Engines',
      topic: 'sales',
      message: 'We would like a demo for 200 people.',
    });
  });

  it.each([undefined, null, '', '   '])('reads company %j as no company', (company) => {
    expect(CreateContactMessageInput.parse({ ...valid, company }).company).toBeNull();
  });

  it.each(CONTACT_TOPICS)('accepts topic %s', (topic) => {
    expect(CreateContactMessageInput.parse({ ...valid, topic }).topic).toBe(topic);
  });

  it.each(['Sales', 'marketing', '', null, undefined])('refuses topic %j with "Choose a topic"', (topic) => {
    expect(issues({ ...valid, topic })).toEqual([['topic', 'Choose a topic']]);
  });

  it('keeps line breaks inside the message', () => {
    expect(CreateContactMessageInput.parse({ ...valid, message: 'Hello,\n\nplease call me.' }).message).toBe(
      'Hello,\n\nplease call me.',
    );
  });

  it.each([
    ['too short', 'Hi there!', 'Message must be at least 10 characters'],
    ['only spaces', `${' '.repeat(20)}`, 'Message must be at least 10 characters'],
    ['too long', 'x'.repeat(5001), 'Message must be at most 5000 characters'],
    ['missing', undefined, 'Enter your message'],
  ])('refuses a message that is %s', (_, message, expected) => {
    expect(issues({ ...valid, message })).toEqual([['message', expected]]);
  });

  it('accepts messages of exactly 10 and 5000 characters', () => {
    expect(CreateContactMessageInput.safeParse({ ...valid, message: 'x'.repeat(10) }).success).toBe(true);
    expect(CreateContactMessageInput.safeParse({ ...valid, message: 'x'.repeat(5000) }).success).toBe(true);
  });

  it('reports every bad field at once', () => {
    expect(
      issues({ name: ' ', email: 'nope', company: 'c'.repeat(121), topic: 'x', message: 'short' }),
    ).toEqual([
      ['name', 'Enter a name'],
      ['email', 'Enter a valid e-mail address'],
      ['company', 'Company name must be at most 120 characters'],
      ['topic', 'Choose a topic'],
      ['message', 'Message must be at least 10 characters'],
    ]);
  });
});

describe('FaqQuery', () => {
  it('trims the search and allows none', () => {
    expect(FaqQuery.parse({ q: '  invite  ' })).toEqual({ q: 'invite' });
    expect(FaqQuery.parse({})).toEqual({});
  });

  it('refuses a search over 100 characters', () => {
    expect(FaqQuery.safeParse({ q: 'a'.repeat(101) }).success).toBe(false);
    expect(FaqQuery.safeParse({ q: 'a'.repeat(100) }).success).toBe(true);
  });
});

describe('faqLocaleFor', () => {
  it.each([
    ['en-US', 'en-US'],
    ['de-DE', 'de-DE'],
    ['fr-fr', 'fr-FR'],
    ['en-GB', 'en-US'],
    ['pt-BR', 'pt-PT'],
    ['es', 'es-ES'],
    ['ja-JP', 'en-US'],
    ['', 'en-US'],
    [null, 'en-US'],
    [undefined, 'en-US'],
  ])('%j -> %s', (language, expected) => {
    expect(faqLocaleFor(language)).toBe(expected);
  });
});

describe('contact inbox schemas', () => {
  it('lists with the default page size and an optional status', () => {
    expect(ListContactMessagesQuery.parse({})).toEqual({ limit: 25 });
    expect(ListContactMessagesQuery.parse({ status: 'new', limit: '10' })).toEqual({
      status: 'new',
      limit: 10,
    });
    expect(ListContactMessagesQuery.safeParse({ status: 'archived' }).success).toBe(false);
  });

  it('changes the status only to new or read', () => {
    expect(UpdateContactMessageInput.parse({ status: 'read' })).toEqual({ status: 'read' });
    expect(UpdateContactMessageInput.safeParse({ status: 'deleted' }).error?.issues[0]?.message).toBe(
      'Choose new or read',
    );
  });

  it('reads a page of messages with the unread count', () => {
    const page = {
      items: [
        {
          id: '3f2b8c1e-1234-4abc-8def-0123456789ab',
          name: 'Ada',
          email: 'ada@example.test',
          company: null,
          topic: 'privacy',
          message: 'Please delete my data.',
          status: 'new',
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ],
      nextCursor: null,
      unreadCount: 1,
    };
    expect(ContactMessagePage.parse(page)).toEqual(page);
  });
});
