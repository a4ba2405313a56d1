import { isIPv6 } from 'node:net';

/**
 * The rate-limit key of a client address. One IPv6 customer is usually given a whole /64, so
 * counting per address would hand them 2^64 budgets: count per /64 instead.
 */
export function clientKey(ip: string): string {
  if (!isIPv6(ip) || ip.startsWith('::ffff:')) return ip.replace(/^::ffff:/, '');
  const [head = '', tail = ''] = ip.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const missing = 8 - headParts.length - tailParts.length;
  const full = ip.includes('::') ? [...headParts, ...Array(missing).fill('0'), ...tailParts] : ip.split(':');
  return `${full
    .slice(0, 4)
    .map((part) => part.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
