import { afterEach } from 'vitest';

// Every test starts with empty browser storage, as the host's tests do.
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
