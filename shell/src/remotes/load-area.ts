// Loads a remote's `./app` module and checks it speaks this shell's contract.
import { CONTRACT_VERSION, isCompatibleContract, type AreaModule } from '@bullpen/shared';
import { AreaLoadError } from './area-load-error';
import { loadAreaModule } from './federation';

export { AreaLoadError };

export async function loadArea(name: string): Promise<AreaModule> {
  const mod = await loadAreaModule(name);
  if (!mod || typeof mod.mount !== 'function') {
    throw new AreaLoadError(`Remote ${name} could not be loaded`);
  }
  if (!isCompatibleContract(mod.contractVersion)) {
    throw new AreaLoadError(
      `Remote ${name} speaks contract ${mod.contractVersion}, shell speaks ${CONTRACT_VERSION}`,
      `This area was built for a different version of Bullpen (contract ${mod.contractVersion ?? 'unknown'}, expected ${CONTRACT_VERSION}). It will return once both are updated.`,
    );
  }
  return mod;
}
