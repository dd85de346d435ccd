import { describe, expect, it, vi } from 'vitest';
import { prepareStart, type PrepareStartDeps } from './prepare-start.js';
import { isPlainStart, plainStart } from './start-kind.js';

const noCalls: PrepareStartDeps = {
  defaultApiKey: 'pk_default',
  getSession: vi.fn(() => Promise.reject(new Error('no call expected'))),
  exchangeToken: vi.fn(() => Promise.reject(new Error('no call expected'))),
  verifyWidgetQuery: vi.fn(() => Promise.reject(new Error('no call expected'))),
  logout: vi.fn(() => Promise.reject(new Error('no call expected'))),
  dropUserCache: vi.fn(),
};

describe('a plain start needs none of the partner-session code', () => {
  it.each([
    '',
    '?apiKey=pk_sandbox_demo&fiatCurrency=GBP',
    '?apiKey=pk_sandbox_demo&exchangeScreenTitle=Buy%20now+today&x=%E2%82%AC',
    '?sessionId=&ott=%20&hideMenu=true',
    '?signatureish=1&emails=x',
  ])('%s runs with exactly what prepareStart gives, and calls nothing', async (search) => {
    expect(isPlainStart(search)).toBe(true);
    expect(plainStart(search)).toEqual(await prepareStart(search, noCalls));
    expect(noCalls.getSession).not.toHaveBeenCalled();
    expect(noCalls.verifyWidgetQuery).not.toHaveBeenCalled();
  });

  it.each([
    '?sessionId=ws_1',
    '?apiKey=pk_sandbox_demo&ott=ott_1',
    '?walletAddress=0xabc',
    '?email=ada%40example.com',
    '?userData=%7B%7D',
    '?walletAddressesData=%7B%7D',
    '?fiatCurrency=GBP&signature=abc',
  ])('%s is not plain', (search) => {
    expect(isPlainStart(search)).toBe(false);
  });
});
