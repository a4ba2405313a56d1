import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { type PagedList, ShowMore } from './show-more.tsx';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en-US', resources: { 'en-US': { translation: { app: { loading: 'Loading…' } } } } });
const list = (over: Partial<PagedList>): PagedList => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  fetchNextPage: async () => undefined,
  ...over,
});
const render = (paged: PagedList, pendingLabel?: string) =>
  renderToStaticMarkup(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(ShowMore, { list: paged, label: 'Show more teams', pendingLabel }),
    ),
  );

describe('the button for the next page of a list', () => {
  it('offers the next page while there is one, and is gone after the last', () => {
    expect(render(list({}))).toContain('Show more teams');
    expect(render(list({}))).not.toContain('disabled=""');
    expect(render(list({ hasNextPage: false }))).toBe('');
  });

  it('is busy while the page comes, saying so', () => {
    const busy = render(list({ isFetchingNextPage: true }));
    expect(busy).toContain('aria-busy="true"');
    expect(busy).toContain('disabled=""');
    expect(busy).toContain('Loading…');
    expect(render(list({ isFetchingNextPage: true }), 'Loading units…')).toContain('Loading units…');
  });
});
