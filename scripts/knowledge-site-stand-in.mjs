#!/usr/bin/env node
/**
 * A local web site and search service for the tests of the knowledge base and the assistant's
 * external sources (issue 12). It serves a company handbook as HTML, plain text and PDF, pages that
 * fail in every way the server must refuse (too large, wrong type, no text, redirects, errors), and
 * a SearXNG-compatible `GET /search?q=…&format=json`. It is not used by the product.
 *
 *   node scripts/knowledge-site-stand-in.mjs [port]
 *
 * prints `knowledge-site-stand-in listening on http://127.0.0.1:{port}` when ready.
 */
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

/**
 * A one-page PDF whose text is `lines`, written by hand (the format is simple for plain text). With
 * `bombBytes`, its content stream is Flate-compressed and padded to unpack to that many bytes.
 */
export function makePdf(lines, title = 'Handbook', bombBytes = 0) {
  const escapePdf = (text) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = `BT /F1 12 Tf 72 720 Td 16 TL ${lines.map((line) => `(${escapePdf(line)}) Tj T*`).join(' ')} ET`;
  const content = bombBytes
    ? zlib
        .deflateSync(Buffer.concat([Buffer.from(text, 'latin1'), Buffer.alloc(bombBytes, 0x20)]))
        .toString('latin1')
    : text;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')}${bombBytes ? ' /Filter /FlateDecode' : ''} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Title (${escapePdf(title)}) >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const TRAVEL_POLICY = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>Travel and expenses — Acme handbook</title>
<script>window.stolen = document.cookie</script><style>body { font: 16px serif }</style></head>
<body>
<nav><a href="/">Home</a> <a href="/about">About</a> <a href="/jobs">Jobs</a></nav>
<main><article>
<h1>Travel and expenses</h1>
<p>Every business trip is booked through the Wanderly travel portal at least fourteen days before departure,
so that the finance team can compare fares and the company's travel insurance covers the journey from the
first day. Trips booked elsewhere are not reimbursed unless your line manager agreed in writing beforehand.</p>
<h2>Hotels and meals</h2>
<p>Hotels up to 160 euros a night are approved without further review; a more expensive hotel needs the
approval of your line manager before you book it. Meals are reimbursed up to 45 euros a day against
receipts, and alcohol is never reimbursed.</p>
<h2>Claiming expenses</h2>
<p>Upload every receipt to the expense tool within 30 days of your return. Claims older than 90 days are
refused by the finance team, whatever the reason, so keep your receipts together while you travel.</p>
<ul><li>Train travel: second class for trips under four hours.</li><li>Flights: economy class.</li></ul>
<img src="x" onerror="alert(1)">
</article></main>
<footer>Copyright Acme Corp</footer>
</body></html>`;

const GERMAN_PAGE = `<!doctype html><html lang="de"><head><title>Reiserichtlinie</title></head><body><article>
<h1>Reiserichtlinie</h1>
<p>Alle Dienstreisen werden über das Reiseportal Wanderly gebucht, mindestens vierzehn Tage vor der Abreise.
Hotels bis 160 Euro pro Nacht werden ohne weitere Prüfung genehmigt. Belege werden innerhalb von dreißig
Tagen nach der Rückkehr hochgeladen, damit die Buchhaltung die Erstattung rechtzeitig anweisen kann.</p>
</article></body></html>`;

const PLAIN_TEXT = `# Remote work

Employees may work from home up to three days a week after their probation period. The office in
Lisbon is open from 8:00 to 19:00 and desks are booked in the Deskly app the day before.

# Equipment

Each remote worker receives a laptop, a second screen and a headset. Broken equipment is reported to the
IT service desk, which replaces it within two working days.`;

const PDF_LINES = [
  'Parental leave policy',
  'Parents receive twenty weeks of paid parental leave, taken within two years of the birth or adoption.',
  'Tell the people team at least eight weeks before the leave starts by filling in the Cradle form.',
];

/**
 * @param {{ port?: number, searchResults?: Array<{url: string, title?: string, content?: string}> }} [options]
 */
export async function startKnowledgeSite(options = {}) {
  const requests = [];
  let searchResults = options.searchResults ?? null;
  let searchStatus = 200;
  /** Pages a test changes while it runs: /pages/{name}. */
  const pages = new Map();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    requests.push({
      method: req.method,
      path: url.pathname,
      query: url.search,
      userAgent: req.headers['user-agent'],
    });
    const send = (status, type, body, headers = {}) => {
      res.writeHead(status, { ...(type ? { 'content-type': type } : {}), ...headers });
      res.end(body);
    };
    const page = url.pathname.startsWith('/pages/') ? pages.get(url.pathname.slice('/pages/'.length)) : null;
    if (page) return send(page.status ?? 200, page.type ?? 'text/html; charset=utf-8', page.body ?? '');
    switch (url.pathname) {
      case '/handbook/travel':
        return send(200, 'text/html; charset=utf-8', TRAVEL_POLICY);
      case '/handbook/reisen':
        return send(200, 'text/html', GERMAN_PAGE);
      case '/handbook/remote-work.txt':
        return send(200, 'text/plain; charset=utf-8', PLAIN_TEXT);
      case '/handbook/parental-leave.pdf':
        return send(200, 'application/pdf', makePdf(PDF_LINES, 'Parental leave policy'));
      case '/handbook/leave-download':
        // A server that does not say what it sends: believed only for a PDF's own signature.
        return send(200, 'application/octet-stream', makePdf(PDF_LINES, 'Parental leave policy'));
      case '/handbook/compressed':
        return send(200, 'text/html', zlib.gzipSync(TRAVEL_POLICY), { 'content-encoding': 'gzip' });
      case '/handbook/custom': {
        const text = url.searchParams.get('text') ?? 'Nothing';
        const title = url.searchParams.get('title') ?? 'Custom page';
        const escapeHtml = (value) => value.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
        return send(
          200,
          'text/html',
          `<!doctype html><html lang="en"><head><title>${escapeHtml(title)}</title></head><body><article><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></article></body></html>`,
        );
      }
      case '/image.png':
        return send(200, 'image/png', Buffer.from('89504e470d0a1a0a', 'hex'));
      case '/empty':
        return send(200, 'text/html', '<!doctype html><html><body><script>1</script></body></html>');
      case '/bomb.pdf':
        // A few hundred KB that unpack to 200 MB.
        return send(200, 'application/pdf', makePdf(PDF_LINES, 'Bomb', 200 * 1024 * 1024));
      case '/compressed.pdf':
        // A real compressed PDF of modest size: read as usual.
        return send(200, 'application/pdf', makePdf(PDF_LINES, 'Parental leave policy', 1024));
      case '/broken.pdf':
        return send(200, 'application/pdf', Buffer.from('%PDF-1.4 this is not really a PDF'));
      case '/huge':
        return send(200, 'text/plain', Buffer.alloc(5 * 1024 * 1024 + 10, 'a'));
      case '/gzip-bomb':
        return send(200, 'text/plain', zlib.gzipSync(Buffer.alloc(6 * 1024 * 1024, 'a')), {
          'content-encoding': 'gzip',
        });
      case '/slow':
        setTimeout(
          () => send(200, 'text/plain', 'Too late to matter.'),
          Number(url.searchParams.get('ms') ?? 2000),
        );
        return;
      case '/redirect': {
        // /redirect?to=ADDRESS: one hop; /redirect?hops=N: N hops ending on the travel page.
        const to = url.searchParams.get('to');
        const hops = Number(url.searchParams.get('hops') ?? 0);
        const location = to ?? (hops > 1 ? `/redirect?hops=${hops - 1}` : '/handbook/travel');
        return send(302, null, '', { location });
      }
      case '/missing':
        return send(404, 'text/html', '<h1>Not found</h1>');
      case '/search': {
        if (searchStatus !== 200) return send(searchStatus, 'application/json', '{}');
        const q = url.searchParams.get('q') ?? '';
        const results = searchResults ?? [
          {
            url: 'https://www.example.org/guides/expense-policies',
            title: `How to write an expense policy (${q.slice(0, 40)})`,
            content: 'A guide to travel and expense policies: <b>what to include</b>, limits and approvals.',
          },
          { url: 'javascript:alert(1)', title: 'Bad link', content: 'Never shown' },
          {
            url: 'https://hr.example.net/travel',
            title: 'Business travel basics',
            content: 'Booking, insurance and reimbursement of business trips.',
          },
          { url: 'https://www.example.org/guides/expense-policies', title: 'Duplicate', content: 'Twice' },
        ];
        return send(200, 'application/json', JSON.stringify({ query: q, results }));
      }
      default:
        return send(404, 'text/plain', 'Not found');
    }
  });
  await new Promise((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    /** Serves `page` at /pages/{name} until changed again. */
    setPage(name, page) {
      pages.set(name, page);
    },
    /** Results the search answers next (null: the default set); or a status it fails with. */
    setSearchResults(results) {
      searchResults = results;
    },
    setSearchStatus(status) {
      searchStatus = status;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve(undefined));
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const site = await startKnowledgeSite({ port: Number(process.argv[2] ?? 0) });
  console.info(`knowledge-site-stand-in listening on ${site.url}`);
}
