import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@ferry/contracts';
import { AppError } from './app-error.js';
import { registerErrorHandler } from './error-handler.js';

async function appThrowing(error: Error) {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/fail', () => {
    throw error;
  });
  await app.ready();
  return app;
}

describe('the error envelope carries codes and their params', () => {
  it('sends the params of an AppError beside its code and message', async () => {
    const app = await appThrowing(new AppError(ErrorCode.MIN_AMOUNT, 'Minimum buy amount should be more than or equal to 30 EUR', { params: { min: '30', currency: 'EUR' } }));
    const res = await app.inject('/fail');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'MIN_AMOUNT',
      message: 'Minimum buy amount should be more than or equal to 30 EUR',
      params: { min: '30', currency: 'EUR' },
    });
    await app.close();
  });

  it('sends no params field when the code needs none', async () => {
    const app = await appThrowing(new AppError(ErrorCode.NOT_FOUND, 'Order not found'));
    expect(Object.keys((await app.inject('/fail')).json())).toEqual(['statusCode', 'code', 'message']);
    await app.close();
  });
});
