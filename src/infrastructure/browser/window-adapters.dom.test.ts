import { describe, expect, it } from 'vitest';
import { BeforeUnloadWarning, NavigatorConnectivity } from './window-adapters';

describe('browser adapters', () => {
  it('R-NAV-06 the beforeunload warning is cancelled only while enabled', () => {
    const warning = new BeforeUnloadWarning(window);
    const fire = () => {
      const e = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(fire()).toBe(false);
    warning.setEnabled(true);
    expect(fire()).toBe(true);
    warning.setEnabled(false);
    expect(fire()).toBe(false);
  });

  it('R-UI-06 online and offline events reach the listener', () => {
    const heard: boolean[] = [];
    const stop = new NavigatorConnectivity(window).onChange((online) => heard.push(online));
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    stop();
    window.dispatchEvent(new Event('offline'));
    expect(heard).toEqual([false, true]);
  });
});
