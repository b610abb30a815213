import { afterEach, describe, expect, it } from 'vitest';
import { GtmScriptLoader } from './gtm-script-loader';

afterEach(() => {
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('GtmScriptLoader', () => {
  it('R-UI-11 adds the container script of a checked id once', () => {
    const loader = new GtmScriptLoader(window);
    loader.load('GTM-AB12CD');
    loader.load('GTM-AB12CD');
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((s) => s.src)).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD']);
  });

  it('R-UI-11 adds nothing for a value that is not an id', () => {
    new GtmScriptLoader(window).load('GTM-"><img src=x>');
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});
