import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFillHeight } from './useFillHeight';

/** jsdom has no IntersectionObserver: this one reports when the test says the browser laid the page out. */
class ReportingObserver {
  static all: ReportingObserver[] = [];
  target: Element | undefined;
  connected = true;
  constructor(private readonly callback: IntersectionObserverCallback) {
    ReportingObserver.all.push(this);
  }
  observe(target: Element) {
    this.target = target;
  }
  disconnect() {
    this.connected = false;
  }
  /** The first report of an observed element, after the next layout: its box and the viewport's. */
  report(top: number, viewportHeight: number) {
    const entry = { target: this.target, boundingClientRect: { top }, rootBounds: { height: viewportHeight } } as unknown as IntersectionObserverEntry;
    act(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
}

function Filler() {
  const ref = useRef<HTMLDivElement>(null);
  const height = useFillHeight(ref, { reserve: 52 });
  return <div ref={ref}>{`height ${height}`}</div>;
}

beforeEach(() => {
  ReportingObserver.all = [];
  vi.stubGlobal('IntersectionObserver', ReportingObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('useFillHeight', () => {
  it('fills the window below the element from the observer report, without reading the layout itself', () => {
    const read = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    render(<Filler />);
    expect(screen.getByText('height 320')).toBeInTheDocument();
    const [observer] = ReportingObserver.all;
    expect(observer?.target).toBe(screen.getByText('height 320'));

    observer?.report(180, 823);
    expect(screen.getByText('height 591')).toBeInTheDocument();
    expect(observer?.connected).toBe(false);
    expect(read).not.toHaveBeenCalled();
  });

  it('measures again when the window is resized, and keeps at least the minimum', () => {
    render(<Filler />);
    ReportingObserver.all[0]?.report(180, 823);
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(ReportingObserver.all).toHaveLength(2);
    ReportingObserver.all[1]?.report(180, 480);
    expect(screen.getByText('height 320')).toBeInTheDocument();
  });
});
