// R-UI-11: a Google Tag Manager container id is 'GTM-' style: GTM followed by alphanumerics.
const TAG_MANAGER_ID = /^GTM-?[A-Za-z0-9]+$/;

export function isTagManagerId(value: string): boolean {
  return TAG_MANAGER_ID.test(value.trim());
}
