import { describe, expect, it } from 'vitest';
import { parseTourManifest } from './tour-slides.ts';

describe('parseTourManifest', () => {
  it('keeps well-formed slides of known screens, in order', () => {
    const slides = [
      { id: 'dashboard', src: '/tour/dashboard.jpg', width: 1366, height: 860 },
      { id: 'profile', src: '/tour/profile.jpg', width: 1366, height: 860 },
    ];
    expect(parseTourManifest({ slides })).toEqual(slides);
  });

  it('drops unknown screens, images from elsewhere and malformed entries', () => {
    expect(
      parseTourManifest({
        slides: [
          { id: 'unknown', src: '/tour/x.jpg', width: 1, height: 1 },
          { id: 'dashboard', src: 'https://elsewhere.test/x.jpg', width: 1, height: 1 },
          { id: 'profile', src: '/tour/profile.jpg', width: '1366', height: 860 },
          null,
          'dashboard',
        ],
      }),
    ).toEqual([]);
  });

  it.each([null, undefined, 42, 'text', {}, { slides: 'no' }])('reads %j as no slides', (json) => {
    expect(parseTourManifest(json)).toEqual([]);
  });
});
