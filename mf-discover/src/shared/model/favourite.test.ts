import { describe, expect, it } from 'vitest';
import { decideFavourite } from './favourite';

describe('favourite star', () => {
  it('asks a visitor to log in', () => expect(decideFavourite({ signedIn: false, pending: false, watched: false })).toEqual({ kind: 'login' }));
  it('ignores a click while the last toggle is loading', () => expect(decideFavourite({ signedIn: true, pending: true, watched: false })).toEqual({ kind: 'ignore' }));
  it('toggles to the other state', () => {
    expect(decideFavourite({ signedIn: true, pending: false, watched: false })).toEqual({ kind: 'toggle', watched: true });
    expect(decideFavourite({ signedIn: true, pending: false, watched: true })).toEqual({ kind: 'toggle', watched: false });
  });
});
