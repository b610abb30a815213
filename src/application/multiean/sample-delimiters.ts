import { scannedCodeCandidates, type MultieanDelimiters } from '../../domain/multiean/scanned-code';
import { describeFailure } from '../errors';
import type { ConfigApi } from '../ports/config-api.port';

/** The delimiters as typed on /eans, with a sample scan to try them on. */
export interface DelimiterForm {
  /** Each character is one delimiter ("*x" means "*" and "x"). */
  characters: string;
  num: number;
  sample: string;
}

/** The form for the e-shop's delimiters as the configuration was loaded ("*" before the count when none). */
export function delimiterFormOf(loaded: MultieanDelimiters | null): DelimiterForm {
  const d = loaded ?? { delimiters: ['*'], num: 1 };
  return { characters: d.delimiters.join(''), num: d.num === 2 ? 2 : 1, sample: '12*8594000000015' };
}

/** The delimiters as saved: each distinct, visible character once. */
export function delimitersOf(form: DelimiterForm): MultieanDelimiters {
  const chars = [...new Set([...form.characters].filter((ch) => ch.trim()))];
  return { delimiters: chars, num: form.num };
}

/** How the sample is read with the settings as typed: each reading the scan may mean, literal first. */
export function samplePreview(form: DelimiterForm): Array<{ code: string; quantity: number }> {
  return scannedCodeCandidates(form.sample, delimitersOf(form));
}

/**
 * Saves the delimiters as typed and hands them to `saved` (the app's copy of the configuration, which the scan
 * fields split codes with); the notice says they were saved, or why not.
 */
export async function saveDelimiters(
  config: Pick<ConfigApi, 'updateMultieanDelimiters'>,
  form: DelimiterForm,
  saved: (settings: MultieanDelimiters) => void,
) {
  const settings = delimitersOf(form);
  try {
    await config.updateMultieanDelimiters({ delimiters: [...settings.delimiters], num: settings.num });
    saved(settings);
    return 'Oddělovače uloženy.';
  } catch (e) {
    return describeFailure(e);
  }
}
