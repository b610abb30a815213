import { afterEach, describe, expect, it } from 'vitest';
import { keepAccessibleNamesCzech } from './czech-accessible-names';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('accessible names Blueprint writes in English', () => {
  it('are Czech however they come into the page (present, added later, set again)', async () => {
    document.body.innerHTML = '<button aria-label="Close"></button>';
    const stop = keepAccessibleNamesCzech(document.body);
    expect(document.querySelector('button')!.getAttribute('aria-label')).toBe('Zavřít');
    const group = document.createElement('div');
    group.innerHTML = '<button aria-label="increment"></button><button aria-label="Remove tag"></button>';
    document.body.append(group);
    await Promise.resolve();
    expect([...group.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).toEqual([
      'Přidat jeden',
      'Odebrat',
    ]);
    const own = document.createElement('button');
    own.setAttribute('aria-label', 'Upravit ZAH0001');
    document.body.append(own);
    own.setAttribute('aria-label', 'Close');
    await Promise.resolve();
    expect(own.getAttribute('aria-label')).toBe('Zavřít');
    stop();
  });
});
