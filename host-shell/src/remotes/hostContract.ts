import { CONTRACT_VERSION } from '@nova/shared-contracts';

declare const __NOVA_BUILD_CONTRACT_VERSION__: string | undefined;

/**
 * The contract version this host provides: what its build declared (the workspace's
 * shared-contracts version, or `NOVA_CONTRACT_VERSION_OVERRIDE` for a build that must declare
 * another one), else the package's (unit tests).
 */
export const HOST_CONTRACT_VERSION: string = typeof __NOVA_BUILD_CONTRACT_VERSION__ === 'string' ? __NOVA_BUILD_CONTRACT_VERSION__ : CONTRACT_VERSION;

/**
 * The earlier contract majors this host still mounts, each through the adapter kept for it
 * (`adapters.ts`). Contract 5 is N-1 of contract 6. Remove a major here (and its adapter) once no
 * registry lists a remote built against it.
 */
export const ADAPTER_MAJORS: readonly number[] = [5];
