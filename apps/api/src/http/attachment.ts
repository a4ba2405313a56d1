/** RFC 6266: an ASCII fallback name and the UTF-8 one, for a download the browser saves. */
export function attachment(fileName: string, fallback = 'download.csv'): string {
  const ascii =
    fileName
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || fallback;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
