import type { MySession } from '@competencyhub/domain/schemas/my-profile';

export type DeviceDescription = Pick<MySession, 'browser' | 'os' | 'deviceType'>;

/** First match wins: Edge and Opera also say "Chrome", Chrome also says "Safari". */
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\bWindows (?:NT|Phone)\b/, 'Windows'],
  [/\biPad\b/, 'iPadOS'],
  [/\b(?:iPhone|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\b(?:Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (ua: string, table: Array<[RegExp, string]>) =>
  table.find(([pattern]) => pattern.test(ua))?.[1] ?? null;

/**
 * A friendly name for the browser and system behind a user agent, enough for people to recognise
 * their own devices in the sessions list. Deliberately simple: it names families, not versions.
 */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = (userAgent ?? '').slice(0, 512);
  const browser = firstMatch(ua, BROWSERS);
  const os = firstMatch(ua, SYSTEMS);
  let deviceType: DeviceDescription['deviceType'] = 'unknown';
  if (os === 'iPadOS' || (os === 'Android' && !/\bMobile\b/.test(ua)) || /\bTablet\b/.test(ua)) {
    deviceType = 'tablet';
  } else if (os === 'iOS' || os === 'Android' || /\bMobi/.test(ua)) {
    deviceType = 'mobile';
  } else if (os) {
    deviceType = 'desktop';
  }
  return { browser, os, deviceType };
}
