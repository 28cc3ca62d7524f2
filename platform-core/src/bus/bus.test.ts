import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { BUS_EVENTS, type BusEventMap } from '@nova/shared-contracts';
import { createEventBus } from './bus';

interface TestEvents {
  sticky: { n: number };
  plain: string;
}
const spec = { sticky: { replay: true }, plain: { replay: false } } as const;

describe('event bus', () => {
  it('delivers typed payloads to subscribers', () => {
    const bus = createEventBus<BusEventMap>(BUS_EVENTS);
    const handler = vi.fn();
    bus.on('token.selected', (payload) => {
      expectTypeOf(payload).toEqualTypeOf<{ chain: BusEventMap['token.selected']['chain']; address: string }>();
      handler(payload);
    });
    bus.emit('token.selected', { chain: 'solana', address: 'abc' });
    expect(handler).toHaveBeenCalledWith({ chain: 'solana', address: 'abc' });
    // @ts-expect-error an unknown event name does not compile
    bus.emit('no.such.event', {});
    // @ts-expect-error a wrong payload shape does not compile
    bus.emit('token.selected', { chain: 'solana' });
  });

  it('replays the last value to a late subscriber of a replay event', () => {
    const bus = createEventBus<TestEvents>(spec);
    bus.emit('sticky', { n: 1 });
    bus.emit('sticky', { n: 2 });
    const late = vi.fn();
    bus.on('sticky', late);
    expect(late).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledWith({ n: 2 });
    expect(bus.last('sticky')).toEqual({ n: 2 });
  });

  it('does not replay events declared without replay', () => {
    const bus = createEventBus<TestEvents>(spec);
    bus.emit('plain', 'early');
    const late = vi.fn();
    bus.on('plain', late);
    expect(late).not.toHaveBeenCalled();
    expect(bus.last('plain')).toBeUndefined();
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createEventBus<TestEvents>(spec);
    const handler = vi.fn();
    const off = bus.on('plain', handler);
    bus.emit('plain', 'a');
    off();
    bus.emit('plain', 'b');
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith('a');
  });

  it('keeps calling other handlers when one throws, and reports the error', () => {
    const onHandlerError = vi.fn();
    const bus = createEventBus<TestEvents>(spec, { onHandlerError });
    const before = vi.fn();
    const after = vi.fn();
    bus.on('plain', before);
    bus.on('plain', () => {
      throw new Error('boom');
    });
    bus.on('plain', after);
    bus.emit('plain', 'x');
    expect(before).toHaveBeenCalledWith('x');
    expect(after).toHaveBeenCalledWith('x');
    expect(onHandlerError).toHaveBeenCalledWith('plain', expect.objectContaining({ message: 'boom' }));
  });

  it('lets a handler unsubscribe itself during emit without skipping others', () => {
    const bus = createEventBus<TestEvents>(spec);
    const second = vi.fn();
    const off = bus.on('plain', () => off());
    bus.on('plain', second);
    bus.emit('plain', 'y');
    expect(second).toHaveBeenCalledTimes(1);
  });
});
