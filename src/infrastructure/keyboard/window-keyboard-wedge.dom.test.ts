import { afterEach, describe, expect, it } from 'vitest';
import { czechKeyFor } from '../../domain/keyboard-scanner/testing/czech-layout';
import { WindowKeyboardWedge } from './window-keyboard-wedge';

// jsdom cannot set an event's timeStamp, so the test carries its own clock on the event.
type Timed = KeyboardEvent & { at?: number };
const wedge = () => new WindowKeyboardWedge(window, undefined, (e) => (e as Timed).at ?? 0);

function press(target: EventTarget, init: KeyboardEventInit, at: number, type = true): KeyboardEvent {
  const e = new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true }) as Timed;
  e.at = at;
  target.dispatchEvent(e);
  // what the browser would insert for a character key nobody prevented
  if (type && !e.defaultPrevented && target instanceof HTMLInputElement && init.key && init.key.length === 1)
    target.value += init.key;
  return e;
}
function scanInto(target: EventTarget, code: string, start: number, gap = 8): KeyboardEvent {
  [...code].forEach((c, i) => press(target, czechKeyFor(c), start + i * gap));
  return press(target, { code: 'Enter', key: 'Enter' }, start + code.length * gap);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('WindowKeyboardWedge', () => {
  it('reports a Czech-layout scanner burst as the code of its physical keys, and leaves the scan field empty', () => {
    const field = document.createElement('input');
    field.setAttribute('data-scan-field', '');
    document.body.append(field);
    field.value = 'A-0';
    const scans: string[] = [];
    const detach = wedge().attach({ scanned: (c) => scans.push(c), submitted: () => scans.push('submit') });
    const enter = scanInto(field, '8594100000015', 1000);
    expect(scans).toEqual(['8594100000015']);
    expect(field.value).toBe('');
    expect(enter.defaultPrevented).toBe(true);
    detach();
  });

  it('a button that has the focus never gets the keyup of a scan’s Enter (Blueprint clicks on it); a typed Enter keeps it', () => {
    const button = document.createElement('button');
    document.body.append(button);
    const ups: string[] = [];
    button.addEventListener('keyup', (e) => ups.push(e.key));
    const scans: string[] = [];
    const detach = wedge().attach({ scanned: (c) => scans.push(c), submitted: () => undefined });
    scanInto(button, 'E-01-1', 0);
    const up = new KeyboardEvent('keyup', { code: 'Enter', key: 'Enter', bubbles: true, cancelable: true });
    button.dispatchEvent(up);
    expect(scans).toEqual(['E-01-1']);
    expect(ups).toEqual([]);
    expect(up.defaultPrevented).toBe(true);
    // a person's Enter on the button after that is theirs
    press(button, { code: 'Enter', key: 'Enter' }, 5000);
    button.dispatchEvent(new KeyboardEvent('keyup', { code: 'Enter', key: 'Enter', bubbles: true }));
    expect(ups).toEqual(['Enter']);
    detach();
  });

  it('lets a person type and submits the scan field on Enter', () => {
    const field = document.createElement('input');
    field.setAttribute('data-scan-field', '');
    document.body.append(field);
    const events: string[] = [];
    const detach = wedge().attach({
      scanned: (c) => events.push(`scan ${c}`),
      submitted: () => events.push(`submit ${field.value}`),
    });
    [...'A-01-1'].forEach((c, i) => press(field, { key: c, code: '' }, i * 150));
    press(field, { code: 'Enter', key: 'Enter' }, 1000);
    expect(events).toEqual(['submit A-01-1']);
    detach();
  });

  it('catches a scan that lands in another field (an amount) and restores that field', () => {
    const amount = document.createElement('input');
    document.body.append(amount);
    amount.value = '2';
    const scans: string[] = [];
    const detach = wedge().attach({ scanned: (c) => scans.push(c), submitted: () => scans.push('submit') });
    scanInto(amount, 'ZAH0001', 0);
    expect(scans).toEqual(['ZAH0001']);
    expect(amount.value).toBe('2');
    detach();
  });

  it('issue 24: leaves the amount field holding the typed amount before the scan is told, so the amount commits first', () => {
    const amount = document.createElement('input');
    document.body.append(amount);
    amount.focus();
    amount.value = '5';
    const order: string[] = [];
    amount.addEventListener('blur', () => order.push(`left with ${amount.value}`));
    const detach = wedge().attach({ scanned: (c) => order.push(`scan ${c}`), submitted: () => order.push('submit') });
    scanInto(amount, 'ZAH0001', 2000);
    expect(order).toEqual(['left with 5', 'scan ZAH0001']);
    expect(document.activeElement).not.toBe(amount);
    detach();
  });

  it('empties the scan field after a code with several capitals, each typed with Shift held (US and Czech layouts)', () => {
    for (const czech of [false, true]) {
      const field = document.createElement('input');
      field.setAttribute('data-scan-field', '');
      document.body.append(field);
      const scans: string[] = [];
      const detach = wedge().attach({ scanned: (c) => scans.push(c), submitted: () => scans.push('submit') });
      let t = 0;
      for (const c of 'ZAH0022') {
        const key = czech
          ? czechKeyFor(c)
          : { code: /\d/.test(c) ? `Digit${c}` : `Key${c}`, key: c, shiftKey: c !== c.toLowerCase() };
        if (key.shiftKey) press(field, { code: 'ShiftLeft', key: 'Shift', shiftKey: true }, (t += 6));
        press(field, key, (t += 6));
      }
      press(field, { code: 'Enter', key: 'Enter' }, (t += 6));
      expect(scans).toEqual(['ZAH0022']);
      expect(field.value).toBe('');
      detach();
      field.remove();
    }
  });

  it('stops listening once detached', () => {
    const scans: string[] = [];
    const detach = wedge().attach({ scanned: (c) => scans.push(c), submitted: () => {} });
    detach();
    scanInto(document.body, '12345678', 0);
    expect(scans).toEqual([]);
  });
});
