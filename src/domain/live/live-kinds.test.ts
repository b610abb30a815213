import { describe, expect, it } from 'vitest';
import { isScopePermitted } from '../permissions/role-permissions';
import { Scope } from '../permissions/scopes';
import { LIVE_KIND_SCOPES, liveKindsOfWrite } from './live-kinds';

describe('live kinds', () => {
  it('names the kind of change each write commits, and none for reads sent as POST', () => {
    expect(liveKindsOfWrite('POST', '/inventory/')).toEqual(['stock']);
    expect(liveKindsOfWrite('PUT', '/inventory/relocate/selective/')).toEqual(['stock']);
    expect(liveKindsOfWrite('DELETE', '/inventory/vratky/')).toEqual(['stock']);
    expect(liveKindsOfWrite('POST', '/inventory_check/commit/')).toEqual(['stocktaking', 'stock']);
    expect(liveKindsOfWrite('POST', '/inventory_check/add_product/')).toEqual(['stocktaking']);
    expect(liveKindsOfWrite('POST', '/movement_documents/3/post_queued')).toEqual(['documents', 'stock']);
    expect(liveKindsOfWrite('PUT', '/movement_documents/3')).toEqual(['documents']);
    expect(liveKindsOfWrite('POST', '/request_v2/')).toEqual(['printing']);
    expect(liveKindsOfWrite('PUT', '/zone/reorder/')).toEqual(['layout']);
    expect(liveKindsOfWrite('POST', '/ao/shoplist/4/process/')).toEqual(['shoplists', 'stock']);
    // stock moved outside /inventory/: the movement log and the stock screens must hear it too
    expect(liveKindsOfWrite('POST', '/batches/init/')).toEqual(['stock']);
    expect(liveKindsOfWrite('POST', '/relocation/chaos_move/')).toEqual(['stock']);
    expect(liveKindsOfWrite('POST', '/imports/12/apply/')).toEqual(['stock']);
    expect(liveKindsOfWrite('PUT', '/batches/3/')).toEqual([]);
    for (const read of [
      '/inventory/search/',
      '/inventory/scan/',
      '/log/',
      '/search/fulltext/',
      '/inventory_check/list/',
    ])
      expect(liveKindsOfWrite('POST', read)).toEqual([]);
    expect(liveKindsOfWrite('POST', '/ao/shoplist/search/')).toEqual([]);
    expect(liveKindsOfWrite('GET', '/inventory/')).toEqual([]);
  });

  it('lets a kind be heard only with a scope that sees it', () => {
    const role = (allowed: string[]) => ({
      id: 1,
      allowed_scopes: allowed,
      forbidden_scopes: Object.values(Scope).filter((s) => !allowed.includes(s)),
      blacklist_urls: [],
      settings_fe: { allowed_apps: [] },
    });
    const hears = (allowed: string[], kind: keyof typeof LIVE_KIND_SCOPES) =>
      LIVE_KIND_SCOPES[kind].some((scope) => isScopePermitted(role(allowed), scope));
    expect(hears([Scope.stockIn], 'stock')).toBe(true);
    expect(hears([Scope.documents], 'stock')).toBe(false);
    expect(hears([Scope.printing], 'documents')).toBe(false);
    expect(hears([Scope.printing], 'printing')).toBe(true);
    expect(hears([Scope.stockIn], 'documents')).toBe(false);
  });
});
