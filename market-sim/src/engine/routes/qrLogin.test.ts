import { beforeEach, describe, expect, it } from 'vitest';
import { testSim } from '../../testing/sim';
import type { TestSim } from '../../testing/sim';
import { QR_TICKETS_PER_MINUTE, QR_TICKET_TTL_MS } from './qrLogin';

const PHONE_WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';

let sim: TestSim;
const approve = (ticket: string, address = PHONE_WALLET) => sim.engine.handle({ method: 'POST', path: '/__admin/qr_login', body: JSON.stringify({ ticket, address }) });
const open = async (device = 'device-a') => (await sim.call('qrLoginTicket', {}, undefined, { 'x-device-id': device })).body as { code: number; data: { ticket: string; secret: string; link: string; expires_at: number; expires_in_ms: number } };
const poll = async (ticket: string, secret: string) => (await sim.call('qrLoginPoll', { ticket, secret })).body as { code: number; data?: { state: string; expires_in_ms?: number; login?: { access_token: string; user: { wallet_type: string; source_type?: number; evm_address?: string } } } };

beforeEach(async () => {
  sim = await testSim({ admin: true });
});

describe('QR sign-in tickets', () => {
  it('opens a ticket the QR code carries, pending with its time left until the app approves it', async () => {
    const { data } = await open();
    expect(data.link).toBe(`nova://qr-login?ticket=${data.ticket}`);
    expect(data.link).not.toContain(data.secret);
    expect(data.expires_in_ms).toBe(QR_TICKET_TTL_MS);
    sim.clock.advance(30_000);
    expect((await poll(data.ticket, data.secret)).data).toEqual({ state: 'pending', expires_in_ms: QR_TICKET_TTL_MS - 30_000 });
  });

  it("gives the page a gatescan wallet session (source_type 7) once the app approves: the ticket's one use", async () => {
    const { data } = await open();
    expect((await approve(data.ticket)).status).toBe(200);
    const approved = await poll(data.ticket, data.secret);
    expect(approved.data?.state).toBe('approved');
    expect(approved.data?.login?.user).toMatchObject({ wallet_type: 'gatescan', source_type: 7, evm_address: PHONE_WALLET.toLowerCase() });
    // The session is a real one: a bearer call answers.
    expect((await sim.call('balanceList', {}, approved.data?.login?.access_token)).body.code).toBe(0);
    // Spent: neither the page nor the app can use it again.
    expect((await poll(data.ticket, data.secret)).code).toBe(405006);
    expect((await approve(data.ticket)).status).toBe(400);
  });

  it('refuses an approval, and says expired to the page, once the ticket ran out', async () => {
    const { data } = await open();
    sim.clock.advance(QR_TICKET_TTL_MS);
    expect((await poll(data.ticket, data.secret)).data).toEqual({ state: 'expired' });
    const refused = await approve(data.ticket);
    expect(refused.status).toBe(400);
    expect((refused.body as { code: number }).code).toBe(405005);
    expect((await poll(data.ticket, data.secret)).data).toEqual({ state: 'expired' });
  });

  it('answers only whoever holds the secret: the QR code alone cannot collect the session', async () => {
    const { data } = await open();
    await approve(data.ticket);
    expect((await poll(data.ticket, 'f'.repeat(48))).code).toBe(404);
    expect((await poll(data.ticket, data.secret)).data?.state).toBe('approved');
  });

  it('refuses an unknown ticket and an address that is not an EVM one', async () => {
    expect((await approve('qr-none')).status).toBe(404);
    const { data } = await open();
    expect((await approve(data.ticket, 'not-an-address')).status).toBe(400);
    expect((await poll(data.ticket, data.secret)).data?.state).toBe('pending');
  });

  it('limits how many tickets a device opens in a minute', async () => {
    for (let i = 0; i < QR_TICKETS_PER_MINUTE; i++) expect((await open()).code).toBe(0);
    expect((await open()).code).toBe(405004);
    expect((await open('device-b')).code).toBe(0);
    sim.clock.advance(60_000);
    expect((await open()).code).toBe(0);
  });
});
