import { describe, expect, it } from 'vitest';
import { initials } from './format.ts';

describe('initials (spec section 9: first letters of the words of the name, at most 2, uppercase)', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada lovelace', 'AL'],
    ['Ada', 'A'],
    ['Mary Ann Evans', 'MA'],
    ['  Grace   Hopper  ', 'GH'],
    ['Chloé Martin', 'CM'],
    ['émile zola', 'ÉZ'],
    ['e\u0301mile zola', 'ÉZ'],
    ['Jean - Luc', 'JL'],
    ['(Bob) Smith', 'BS'],
    ['ßtraße Müller', 'SM'],
    ['𝓐da Lovelace', '𝓐L'],
    ['Ольга Петрова', 'ОП'],
    ['李 小龙', '李小'],
    ['', ''],
    ['   ', ''],
  ])('%j gives %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
