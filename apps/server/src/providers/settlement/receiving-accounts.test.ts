import { describe, expect, it } from 'vitest';
import { receivingAccountsFrom, SANDBOX_RECEIVING_ACCOUNTS } from './receiving-accounts.js';

describe('RECEIVING_ACCOUNTS', () => {
  it('absent: the sandbox accounts, each line naming the detail it is', () => {
    expect(receivingAccountsFrom(undefined)).toBe(SANDBOX_RECEIVING_ACCOUNTS);
    expect(SANDBOX_RECEIVING_ACCOUNTS.sepa_bank_transfer?.lines.map((line) => line.field)).toEqual(['beneficiary', 'iban', 'bic']);
  });

  it("an operator's line without a field is kept as configured", () => {
    const accounts = receivingAccountsFrom(JSON.stringify({ sepa_bank_transfer: { beneficiaryName: 'B.V.', lines: [{ name: 'Bank address', value: 'Amsterdam' }] } }));
    expect(accounts.sepa_bank_transfer?.lines).toEqual([{ name: 'Bank address', value: 'Amsterdam' }]);
  });

  it('a field Ferry does not know, or bad JSON, stops the start with the path at fault', () => {
    const unknownField = JSON.stringify({ sepa_bank_transfer: { beneficiaryName: 'B.V.', lines: [{ name: 'IBAN', field: 'ibn', value: 'NL91' }] } });
    expect(() => receivingAccountsFrom(unknownField)).toThrow(/^RECEIVING_ACCOUNTS: sepa_bank_transfer\.lines\.0\.field: /);
    expect(() => receivingAccountsFrom('{not json')).toThrow('RECEIVING_ACCOUNTS is not valid JSON');
  });
});
