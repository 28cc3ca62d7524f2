import { describe, expect, it } from 'vitest';
import { PARSE_ERROR, readRpcBody } from './jsonRpc';

describe('readRpcBody', () => {
  it('reads a call from bytes, from text and as already parsed', () => {
    const call = { jsonrpc: '2.0', id: 1, method: 'getBalance', params: ['x'] };
    expect(readRpcBody(new TextEncoder().encode(JSON.stringify(call)))).toEqual({ call });
    expect(readRpcBody(JSON.stringify([call, call]))).toEqual({ call: [call, call] });
    expect(readRpcBody(call)).toEqual({ call });
  });

  it('answers text that is not JSON with the parse error', () => {
    expect(readRpcBody('{"id": 1,')).toBe(PARSE_ERROR);
    expect(readRpcBody(new TextEncoder().encode('1..2'))).toBe(PARSE_ERROR);
  });
});
