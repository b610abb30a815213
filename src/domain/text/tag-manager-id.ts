// R-UI-11: a Google Tag Manager container id is 'GTM-' style: GTM followed by alphanumerics.
const TAG_MANAGER_ID = /^GTM-?[A-Za-z0-9]+$/;

export function isTagManagerId(value: string): boolean {
  return TAG_MANAGER_ID.test(value.trim());
}

/** The key of the e-shop's common settings (POST /update_common_settings/) that holds the id; absent or null: none. */
export const TAG_MANAGER_SETTING = 'tag_manager_id';

export const TAG_MANAGER_ID_ERROR =
  'ID Google Tag Manageru musí začínat „GTM“ a pokračovat jen písmeny nebo číslicemi (např. GTM-AB12CD).';

/** R-UI-11 on save: null when the value may be saved (a valid id, or nothing to switch it off), else the Czech error. */
export function tagManagerIdProblem(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return TAG_MANAGER_ID_ERROR;
  return value.trim() === '' || isTagManagerId(value) ? null : TAG_MANAGER_ID_ERROR;
}

/** The id the admin set in the common settings, or null (none set, or a value that is not an id). */
export function tagManagerIdOf(settings: Readonly<Record<string, unknown>>): string | null {
  const value = settings[TAG_MANAGER_SETTING];
  return typeof value === 'string' && isTagManagerId(value) ? value.trim() : null;
}
