import { describe, expect, it } from 'vitest';
import { startTagManager } from './start-tag-manager';

const loader = () => {
  const loaded: string[] = [];
  return { loaded, load: (id: string) => void loaded.push(id) };
};

describe('startTagManager', () => {
  it('R-UI-11 loads nothing without an id, or with a value that is not one (closed networks work)', () => {
    const l = loader();
    expect(startTagManager(l, {})).toBe(false);
    expect(startTagManager(l, { tag_manager_id: null })).toBe(false);
    expect(startTagManager(l, { tag_manager_id: 'https://evil.example/x.js' })).toBe(false);
    expect(l.loaded).toEqual([]);
  });
  it('R-UI-11 loads the container the admin set', () => {
    const l = loader();
    expect(startTagManager(l, { tag_manager_id: 'GTM-AB12CD' })).toBe(true);
    expect(l.loaded).toEqual(['GTM-AB12CD']);
  });
});
