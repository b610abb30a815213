import { describe, expect, it } from 'vitest';
import { firstSyncBannerText } from './first-sync-banner';
import { RICH_TEXT_ALLOWED_ATTRIBUTES, RICH_TEXT_ALLOWED_TAGS, newlinesToBreaks } from './rich-text-rules';
import { isTagManagerId, TAG_MANAGER_ID_ERROR, tagManagerIdOf, tagManagerIdProblem } from './tag-manager-id';

describe('text rules', () => {
  it('R-UI-09 lists exactly the allowed tags and attributes, and turns newlines into breaks', () => {
    expect([...RICH_TEXT_ALLOWED_TAGS].sort()).toEqual([
      'b',
      'dd',
      'dl',
      'dt',
      'em',
      'font',
      'i',
      'kbd',
      'li',
      'ol',
      'p',
      'pre',
      's',
      'strike',
      'strong',
      'sub',
      'sup',
      'ul',
    ]);
    expect([...RICH_TEXT_ALLOWED_ATTRIBUTES]).toEqual(['class', 'style', 'color']);
    expect(newlinesToBreaks('a\nb\r\nc')).toBe('a<br>b<br>c');
  });
  it('R-UI-11 a tag-manager id is GTM followed by alphanumerics', () => {
    expect(isTagManagerId('GTM-ABC123')).toBe(true);
    expect(isTagManagerId('GTMABC123')).toBe(true);
    expect(isTagManagerId('GTM-')).toBe(false);
    expect(isTagManagerId('UA-1234')).toBe(false);
    expect(isTagManagerId('GTM-AB<script>')).toBe(false);
    expect(isTagManagerId('xGTM-AB')).toBe(false);
  });
  it('R-UI-11 on save an id must be GTM and alphanumerics; an empty value switches the tag manager off', () => {
    expect(tagManagerIdProblem('GTM-AB12CD')).toBeNull();
    expect(tagManagerIdProblem('')).toBeNull();
    expect(tagManagerIdProblem(null)).toBeNull();
    expect(tagManagerIdProblem('UA-1234')).toBe(TAG_MANAGER_ID_ERROR);
    expect(tagManagerIdProblem('GTM-"><script>')).toBe(TAG_MANAGER_ID_ERROR);
    expect(tagManagerIdProblem(42)).toBe(TAG_MANAGER_ID_ERROR);
  });
  it('R-UI-11 only a valid id set by the admin is one; nothing set is none', () => {
    expect(tagManagerIdOf({})).toBeNull();
    expect(tagManagerIdOf({ tag_manager_id: null })).toBeNull();
    expect(tagManagerIdOf({ tag_manager_id: 'nonsense' })).toBeNull();
    expect(tagManagerIdOf({ tag_manager_id: ' GTM-AB12 ' })).toBe('GTM-AB12');
  });
  it('R-UI-05 the first-sync banner names stage, cs-CZ last update and the counter (0 when missing)', () => {
    const text = firstSyncBannerText({ stage: 'produkty', last_update: '2025-11-03T14:05:09', counter: null });
    expect(text).toBe(
      'Vyčkejte prosím, právě probíhá prvotní synchronizace. Aktuálně se nachází ve stavu: produkty (poslední aktualizace proběhla: 3. 11. 2025 14:05:09 | zpracováno 0 položek)',
    );
    expect(firstSyncBannerText({ stage: 's', last_update: null, counter: 12 })).toContain('zpracováno 12 položek');
  });
});
