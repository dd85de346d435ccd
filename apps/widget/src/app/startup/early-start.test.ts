import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../stores/session-store.js';
import { fakeApi, healthyStartup } from '../../test/fake-api.js';
import { createTestQueryClient } from '../../test/render.js';
import { sendStartupCallsEarly } from './early-start.js';
import { prefetchStartup } from './prefetch-startup.js';
import { startWidget } from './start-widget.js';

const at = (search: string) => window.history.replaceState(null, '', `/${search}`);
const calledPaths = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname.replace(/^\/api\/v1\//, '')).sort();

/** What the widget's code does once it has arrived: the start, then the start-up calls. */
async function startTheWidget() {
  const queryClient = createTestQueryClient();
  await startWidget(window.location.search, queryClient);
  prefetchStartup(queryClient);
  await expect.poll(() => queryClient.isFetching()).toBe(0);
  return queryClient;
}

beforeEach(() => at(''));
afterEach(() => at(''));

describe('the start-up calls sent by index.html before the code arrives', () => {
  it('are the very calls the start asks for: it takes their answers and calls nothing again', async () => {
    at('?apiKey=pk_sandbox_demo&fiatCurrency=GBP');
    const fetchMock = fakeApi(healthyStartup());
    sendStartupCallsEarly();
    expect(fetchMock).toHaveBeenCalledTimes(6);
    const queryClient = await startTheWidget();
    expect(fetchMock).toHaveBeenCalledTimes(6);
    expect(queryClient.getQueryData(['countries'])).toHaveLength(1);
    expect(queryClient.getQueryData(['partner', 'pk_sandbox_demo', window.location.hostname])).toMatchObject({ apiKey: 'pk_sandbox_demo' });
  });

  it('use the stored configuration on the reload of an inner screen, and the stored login', async () => {
    sessionStore.set('queryParams', { apiKey: 'pk_sandbox_demo' });
    sessionStore.set('authToken', 'user-token');
    at('?header=x');
    const fetchMock = fakeApi(healthyStartup());
    sendStartupCallsEarly();
    expect(calledPaths(fetchMock)).toContain('partners/pk_sandbox_demo');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('user-token');
    await startTheWidget();
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('are asked again when the login changed meanwhile (signed out in another tab)', async () => {
    sessionStore.set('authToken', 'user-token');
    at('?apiKey=pk_sandbox_demo');
    const fetchMock = fakeApi(healthyStartup());
    sendStartupCallsEarly();
    sessionStore.remove('authToken');
    await startTheWidget();
    expect(fetchMock).toHaveBeenCalledTimes(12);
    const asked = fetchMock.mock.calls.slice(6);
    expect(asked.every(([, init]) => !new Headers(init?.headers).has('Authorization'))).toBe(true);
    expect(calledPaths(fetchMock)).toEqual([...calledPaths(fetchMock).filter((_path, index) => index % 2 === 0)].flatMap((path) => [path, path]));
  });

  it('send nothing for a partner session, a one-time token or a signed URL, and no partner call for a malformed key', () => {
    const fetchMock = fakeApi(healthyStartup());
    for (const search of ['?sessionId=ws_1', '?apiKey=pk_sandbox_demo&ott=o', '?walletAddress=0xabc&signature=s']) {
      at(search);
      sendStartupCallsEarly();
    }
    expect(fetchMock).not.toHaveBeenCalled();
    at('?apiKey=not%20a%20key!');
    sendStartupCallsEarly();
    expect(calledPaths(fetchMock)).toEqual(['countries', 'get/country', 'init-widget']);
  });
});

describe("the start-up answers the server wrote into the page", () => {
  const pageAnswers = (answers: Record<string, unknown>) => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'ferry-start-answers';
    element.textContent = JSON.stringify(Object.fromEntries(Object.entries(answers).map(([url, body]) => [url, JSON.stringify(body)])));
    document.head.append(element);
  };
  afterEach(() => document.getElementById('ferry-start-answers')?.remove());

  /** The healthy start-up's answers as the page holds them: by the call's address. */
  const healthyAnswers = (hostname: string) => {
    const routes = healthyStartup();
    return {
      [`/api/v1/init-widget?hostname=${hostname}`]: routes['init-widget']!.body,
      '/api/v1/countries': routes.countries!.body,
      '/api/v1/get/country': routes['get/country']!.body,
      [`/api/v1/partners/pk_sandbox_demo?hostname=${hostname}`]: routes['partners/pk_sandbox_demo']!.body,
      '/api/v1/fiat-currencies?apiKey=pk_sandbox_demo': routes['fiat-currencies']!.body,
      '/api/v1/crypto-currencies?partnerApiKey=pk_sandbox_demo': routes['crypto-currencies']!.body,
    };
  };

  it('serve the start: no start-up call leaves, and the start has its data', async () => {
    at('?apiKey=pk_sandbox_demo');
    pageAnswers(healthyAnswers(window.location.hostname));
    const fetchMock = fakeApi({});
    sendStartupCallsEarly();
    const queryClient = await startTheWidget();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(['countries'])).toHaveLength(1);
    expect(queryClient.getQueryData(['partner', 'pk_sandbox_demo', window.location.hostname])).toMatchObject({ apiKey: 'pk_sandbox_demo' });
  });

  it('serve only the very calls they answer: a call for another host or key leaves as before', async () => {
    at('?apiKey=pk_sandbox_demo');
    const answers = healthyAnswers('elsewhere.example');
    delete answers['/api/v1/countries'];
    pageAnswers(answers);
    const fetchMock = fakeApi(healthyStartup());
    sendStartupCallsEarly();
    expect(calledPaths(fetchMock)).toEqual(['countries', 'init-widget', 'partners/pk_sandbox_demo']);
    await startTheWidget();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('are not taken with a login: every call leaves with it', () => {
    sessionStore.set('authToken', 'user-token');
    at('?apiKey=pk_sandbox_demo');
    pageAnswers(healthyAnswers(window.location.hostname));
    const fetchMock = fakeApi(healthyStartup());
    sendStartupCallsEarly();
    expect(fetchMock).toHaveBeenCalledTimes(6);
    expect(fetchMock.mock.calls.every(([, init]) => new Headers(init?.headers).get('Authorization') === 'user-token')).toBe(true);
  });

  it('that do not read as answers are left alone', async () => {
    at('?apiKey=pk_sandbox_demo');
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'ferry-start-answers';
    element.textContent = '{"/api/v1/countries": [1, 2]';
    document.head.append(element);
    const fetchMock = fakeApi(healthyStartup());
    sendStartupCallsEarly();
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });
});

describe('the core texts preloaded by index.html', () => {
  const TEXTS = { en: '/assets/en-1.js', de: '/assets/de-1.js' };
  const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
  afterEach(() => document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove()));

  it('are the language parameter’s only, before the browser’s', () => {
    at('?apiKey=pk_sandbox_demo&language=de-AT');
    fakeApi(healthyStartup());
    sendStartupCallsEarly(TEXTS);
    expect(preloaded()).toEqual(['/assets/de-1.js']);
  });

  it('follow the browser when the parameter names no language Ferry speaks', () => {
    at('?apiKey=pk_sandbox_demo&language=fr');
    fakeApi(healthyStartup());
    sendStartupCallsEarly(TEXTS);
    expect(preloaded()).toEqual([`/assets/${navigator.languages.some((tag) => tag.startsWith('de')) ? 'de' : 'en'}-1.js`]);
  });
});

describe("the host link's code preloaded by index.html", () => {
  const FILES = { hostLink: ['/assets/host-link-1.js', '/assets/host-page-shell-1.js'] };
  const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
  const ownOpener = Object.getOwnPropertyDescriptor(window, 'opener');
  afterEach(() => {
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    if (ownOpener) Object.defineProperty(window, 'opener', ownOpener);
  });

  it('is not fetched by a widget without a host page', () => {
    at('?apiKey=pk_sandbox_demo&language=en');
    fakeApi(healthyStartup());
    sendStartupCallsEarly({}, FILES);
    expect(preloaded()).toEqual([]);
  });

  it('is fetched at once when a host page opened the widget, whatever the start', () => {
    Object.defineProperty(window, 'opener', { value: { postMessage: () => undefined }, configurable: true, writable: true });
    at('?sessionId=ws_1');
    fakeApi({});
    sendStartupCallsEarly({}, FILES);
    expect(preloaded()).toEqual(FILES.hostLink);
  });
});
