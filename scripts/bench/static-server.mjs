// Serves a built app as the Ferry server serves the widget: the server's own registration of the
// precompressed static files and of per-request compression (loaded from its TypeScript sources,
// so run with `node --import tsx`), and index.html for every other path. For the bench's yardstick.
//   node --import tsx scripts/bench/static-server.mjs <dist> <port>
import Fastify from 'fastify';
import { registerCompression } from '../../apps/server/src/http/compression.ts';
import { registerWidgetStatic } from '../../apps/server/src/http/widget-static.ts';

const [dist, port] = process.argv.slice(2);
const app = Fastify();
await registerCompression(app);
if (!(await registerWidgetStatic(app, dist))) throw new Error(`no index.html in ${dist}`);
app.setNotFoundHandler((_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('static ready');
