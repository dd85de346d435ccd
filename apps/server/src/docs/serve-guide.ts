import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { marked } from 'marked';

/** A page of docs/, found from src/docs (tests, dev) or from the built server's dist/main.js. */
function docPath(name: string): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, `../../../../docs/${name}`), path.resolve(here, `../../../docs/${name}`)];
  return candidates.find((file) => fs.existsSync(file)) ?? null;
}

/** The guide's pages: the integration guide and its webhooks section, each a markdown file of docs/. */
const PAGES = [
  { urls: ['/docs', '/docs/'], file: 'integration-guide.md', title: 'Ferry integration guide' },
  { urls: ['/docs/webhooks'], file: 'webhooks.md', title: 'Ferry webhooks' },
] as const;

const STYLE = `body{margin:0;font:16px/1.6 system-ui,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:52rem;margin:0 auto;padding:2rem 1.25rem 4rem;background:#fff;min-height:100vh;box-sizing:border-box}
h1{font-size:2rem;margin-top:0}h2{margin-top:2.5rem;border-bottom:1px solid #e2e8f0;padding-bottom:.3rem}
code{font:14px ui-monospace,monospace;background:#f1f5f9;padding:.1rem .3rem;border-radius:4px}
pre{background:#0f172a;color:#e2e8f0;padding:1rem;border-radius:8px;overflow-x:auto}pre code{background:none;color:inherit;padding:0}
table{border-collapse:collapse;width:100%;display:block;overflow-x:auto;font-size:14px}th,td{border:1px solid #e2e8f0;padding:.4rem .6rem;text-align:left;vertical-align:top}
th{background:#f1f5f9}a{color:#4f46e5}nav{font-size:14px;margin-bottom:1rem}`;

/** The integration guide at /docs and its webhooks section at /docs/webhooks: the markdown kept in the repo, rendered once at start-up. */
export async function registerGuide(app: FastifyInstance): Promise<boolean> {
  let isServed = false;
  for (const page of PAGES) {
    const file = docPath(page.file);
    if (!file) continue;
    const body = await marked.parse(await fs.promises.readFile(file, 'utf8'));
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title}</title><style>${STYLE}</style></head>
<body><main><nav><a href="/docs">Integration guide</a> · <a href="/demo">Playground</a> · <a href="/api/docs">API reference</a> · <a href="/docs/webhooks">Webhooks</a></nav>${body}</main></body></html>`;
    for (const url of page.urls) {
      app.get(url, { schema: { hide: true } }, async (_request, reply) => reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(html));
    }
    isServed = true;
  }
  return isServed;
}
