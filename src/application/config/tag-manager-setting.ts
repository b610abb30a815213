import { TAG_MANAGER_SETTING, tagManagerIdProblem } from '../../domain/text/tag-manager-id';
import type { ConfigApi } from '../ports/config-api.port';

export type TagManagerSave = { kind: 'invalid'; error: string } | { kind: 'saved'; id: string | null };

/**
 * Saves the tag-manager id in the e-shop's common settings after R-UI-11; an empty field switches it off
 * (null), so the app then loads nothing from the internet. An invalid id is never sent.
 */
export async function saveTagManagerId(
  api: Pick<ConfigApi, 'updateCommonSettings'>,
  typed: string,
): Promise<TagManagerSave> {
  const problem = tagManagerIdProblem(typed);
  if (problem) return { kind: 'invalid', error: problem };
  const id = typed.trim() || null;
  await api.updateCommonSettings({ [TAG_MANAGER_SETTING]: id });
  return { kind: 'saved', id };
}
