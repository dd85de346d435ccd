import http from 'node:http';
import zlib from 'node:zlib';

/** One Sentry envelope as received: its header and items (each an item header and its payload). */
export type Envelope = { header: Record<string, unknown>; items: { header: Record<string, unknown>; payload: unknown }[]; raw: string };

function parseEnvelope(raw: string): Envelope {
  const lines = raw.split('\n').filter((line) => line.length > 0);
  const header = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
  const items: Envelope['items'] = [];
  for (let index = 1; index + 1 < lines.length + 1; index += 2) {
    const itemHeader = JSON.parse(lines[index] ?? '{}') as Record<string, unknown>;
    const body = lines[index + 1] ?? '';
    let payload: unknown = body;
    try {
      payload = JSON.parse(body);
    } catch {
      // replay recordings are binary or not JSON: kept as text
    }
    items.push({ header: itemHeader, payload });
  }
  return { header, items, raw };
}

/**
 * A local stand-in for Sentry's ingest: accepts envelopes on /api/{project}/envelope/ and keeps
 * them for the test to assert on (a DSN http://public@127.0.0.1:{port}/{project} points at it).
 */
export async function startEnvelopeReceiver(port: number): Promise<{ envelopes: Envelope[]; dsn: string; close: () => Promise<void> }> {
  const envelopes: Envelope[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const raw = request.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(body).toString('utf8') : body.toString('utf8');
      if (request.method === 'POST' && /^\/api\/\d+\/envelope\/?/.test(request.url ?? '')) envelopes.push(parseEnvelope(raw));
      response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    envelopes,
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
