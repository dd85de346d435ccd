import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api.js';
import { demoPartner } from '../../test/render.js';
import { sessionStore } from '../../stores/session-store.js';
import { REJECTION_LOG_PREFIX } from './report-rejections.js';
import { useWidgetParams } from './use-widget-params.js';
import { countries, cryptoCurrencies, fiatCurrencies } from './widget-params-fixtures.js';

const sources = { partner: demoPartner, fiatCurrencies, cryptoCurrencies, countries };

function start(query: string) {
  sessionStore.set('initQueryString', query);
  const fetchMock = fakeApi({ 'widget-params/rejections': { status: 200, body: { response: { recorded: 1 } } } });
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const hook = renderHook(() => useWidgetParams(sources));
  return { hook, fetchMock, warn };
}

afterEach(() => vi.restoreAllMocks());

describe('the widget normalises its parameters at start and keeps them in the restorable session storage', () => {
  it('opens with GBP, ETH on ethereum and polygon, card and 300 preselected', () => {
    const { hook } = start(
      '?apiKey=pk_sandbox_demo&fiatCurrency=gbp&cryptoCurrencyCode=eth&networks=ethereum,polygon&paymentMethod=CREDIT_DEBIT_CARD&defaultFiatAmount=300',
    );
    expect(hook.result.current).toBe(true);
    expect(sessionStore.get('widgetParams')?.byProduct.BUY).toMatchObject({
      fiatCurrency: 'GBP',
      cryptoCurrencyCode: 'ETH',
      networks: ['ethereum', 'polygon'],
      paymentMethod: 'credit_debit_card',
      defaultFiatAmount: '300',
    });
  });

  it('products offered are the partner products filtered by the URL', () => {
    start('?apiKey=pk_sandbox_demo&productsAvailed=sell');
    expect(sessionStore.get('widgetParams')?.productsAvailed).toEqual(['SELL']);
    expect(sessionStore.get('productsAvailed')).toEqual(['SELL']);
  });

  it('products offered are the stored ones when the URL sets none', () => {
    sessionStore.set('productsAvailed', ['SELL']);
    start('?apiKey=pk_sandbox_demo');
    expect(sessionStore.get('widgetParams')?.productsAvailed).toEqual(['SELL']);
  });

  it("products offered are all of the partner's otherwise", () => {
    start('?apiKey=pk_sandbox_demo');
    expect(sessionStore.get('widgetParams')?.productsAvailed).toEqual(['BUY', 'SELL']);
  });

  it('stored queryParams, if present, are reused instead of recomputing', () => {
    sessionStore.set('widgetParams', { productsAvailed: ['BUY'], byProduct: { BUY: { fiatCurrency: 'EUR' } }, rejected: [] });
    start('?apiKey=pk_sandbox_demo&fiatCurrency=GBP');
    expect(sessionStore.get('widgetParams')?.byProduct.BUY).toEqual({ fiatCurrency: 'EUR', productsAvailed: ['BUY'] });
  });

  it('runs again on every product switch, reusing what is stored', () => {
    const { hook } = start('?apiKey=pk_sandbox_demo&fiatCurrency=GBP');
    const before = sessionStore.get('widgetParams');
    const set = vi.spyOn(sessionStore, 'set');
    act(() => sessionStore.set('buyOrSellFlow', 'SELL'));
    expect(set).toHaveBeenCalledWith('widgetParams', expect.anything());
    expect(sessionStore.get('widgetParams')).toEqual(before);
    expect(hook.result.current).toBe(true);
  });
});

describe('bad input never breaks start-up: the widget opens with the rest and logs the rejected parameters', () => {
  it('unknown keys, wrong types, JSON that does not parse and 10 kB values', async () => {
    const long = 'x'.repeat(10_000);
    const { hook, warn, fetchMock } = start(
      `?apiKey=pk_sandbox_demo&fiatCurrency=GBP&bogus=1&hideMenu=perhaps&userData=%7Bnot&exchangeScreenTitle=${long}&defaultFiatAmount=abc`,
    );
    expect(hook.result.current).toBe(true);
    expect(sessionStore.get('widgetParams')?.byProduct.BUY?.fiatCurrency).toBe('GBP');
    expect(warn).toHaveBeenCalledWith(REJECTION_LOG_PREFIX, expect.any(Array));
    const logged = (warn.mock.calls[0]?.[1] ?? []) as Array<{ name: string; value: string }>;
    expect(logged.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['bogus', 'hideMenu', 'userData', 'exchangeScreenTitle', 'defaultFiatAmount']),
    );
    for (const entry of logged) expect(entry.value.length).toBeLessThanOrEqual(200);
    const report = await vi.waitFor(() => {
      const call = fetchMock.mock.calls.find(([input]) => String(input).includes('widget-params/rejections'));
      if (!call) throw new Error('not reported yet');
      return call;
    });
    expect(JSON.parse(String(report[1]?.body)).apiKey).toBe('pk_sandbox_demo');
  });

  it('reports nothing when nothing was rejected, and nothing again when the stored result is reused', () => {
    const { warn, fetchMock } = start('?apiKey=pk_sandbox_demo&fiatCurrency=GBP');
    expect(warn).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();

    sessionStore.remove('widgetParams');
    const bad = start('?apiKey=pk_sandbox_demo&bogus=1');
    expect(bad.warn).toHaveBeenCalledTimes(1);
    bad.warn.mockClear();
    renderHook(() => useWidgetParams(sources));
    expect(bad.warn).not.toHaveBeenCalled();
  });
});
