import { tagManagerIdOf } from '../../domain/text/tag-manager-id';
import type { TagManagerLoader } from './tag-manager.port';

/**
 * After the configuration loads: the tag manager starts only when the e-shop's settings hold a valid id
 * (R-UI-11), so in a closed network, or without an id, the app asks nothing of the internet.
 */
export function startTagManager(loader: TagManagerLoader, commonSettings: Readonly<Record<string, unknown>>): boolean {
  const id = tagManagerIdOf(commonSettings);
  if (id === null) return false;
  loader.load(id);
  return true;
}
