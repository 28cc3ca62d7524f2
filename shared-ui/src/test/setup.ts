import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import './topLayer';

// A first open's chunk (the overlay and popover tests) is a first import of its modules, transformed
// on demand on a shared machine: wait up to 5 s for it, as the other packages' setups do.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);
