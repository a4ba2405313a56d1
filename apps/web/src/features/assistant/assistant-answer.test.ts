import type { AssistantMessage } from '@competencyhub/domain/schemas/assistant';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Answer } from './assistant-answer.tsx';

const message = (id: string): AssistantMessage => ({
  id,
  role: 'assistant',
  content: 'Enrol at [Benefits](https://evil.example/phish).',
  citations: [],
  externalSources: [],
  mode: 'model',
  rating: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const i18n = i18next.createInstance();
await i18n.init({ lng: 'en-US', resources: {} });
const render = (id: string) =>
  renderToStaticMarkup(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(
        MemoryRouter,
        null,
        createElement(Answer, { message: message(id), onAddSource: () => undefined }),
      ),
    ),
  );

describe("a model's answer", () => {
  it('shows its links as text while it streams in, unchecked, and as links once the server has answered', () => {
    const streaming = render('local-1');
    expect(streaming).not.toContain('<a');
    expect(streaming).toContain('Enrol at Benefits.');
    expect(render('0b5c3f1e-5d4e-4a4f-9a53-1f0e8f6c2d11')).toContain('href="https://evil.example/phish"');
  });
});
