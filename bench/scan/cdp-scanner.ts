import type { CDPSession, Page } from 'playwright-core';
import { hidKeystrokes, type KeyboardLayout } from '../../src/domain/keyboard-scanner/testing/hid-keystrokes';

/**
 * A US-layout keyboard-wedge scanner typing into Chromium set to the Czech layout: each key is
 * sent through CDP with its physical `code` and the character the Czech layout makes of it
 * (Digit2 → 'ě', Minus → '='), `gapMs` apart, then the suffix. Key events carry timestamps spaced
 * exactly `gapMs`, so the page sees a scanner's rhythm however busy this machine is.
 */
export class CdpScanner {
  private clock = Date.now() / 1000;

  private constructor(private readonly cdp: CDPSession) {}

  static async attach(page: Page): Promise<CdpScanner> {
    return new CdpScanner(await page.context().newCDPSession(page));
  }

  /**
   * Types the codes back to back (a burst of scans), each ended by Enter (or Tab), key by key as a HID
   * scanner does: a Shift keydown before each capital, the physical key with the character the
   * layout (Czech by default) makes of it. `jitterMs` spreads the gaps uniformly (seeded, so a failing
   * run can be repeated); `stallAfter` pauses once inside each code after that many characters.
   */
  async scan(
    codes: readonly string[],
    options: {
      gapMs?: number;
      suffix?: 'Enter' | 'Tab';
      layout?: KeyboardLayout;
      jitterMs?: readonly [number, number];
      seed?: number;
      stall?: { after: number; ms: number };
    } = {},
  ): Promise<void> {
    let seed = options.seed ?? 1;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const gap = () => {
      const [min, max] = options.jitterMs ?? [options.gapMs ?? 8, options.gapMs ?? 8];
      return min + Math.round(random() * (max - min));
    };
    this.clock = Math.max(this.clock, Date.now() / 1000);
    for (const code of codes) {
      let typed = 0;
      let shifted = 0;
      for (const k of hidKeystrokes(code, options.layout ?? 'cs', options.suffix ?? 'Enter')) {
        if (k.code === 'ShiftLeft') {
          // Shift goes down 1 ms after the previous key; the character still comes one gap after that key.
          await this.key({ code: 'ShiftLeft', key: 'Shift', modifiers: 8, windowsVirtualKeyCode: 16 }, 1);
          shifted = 1;
          continue;
        }
        const stalled = (options.stall && typed === options.stall.after ? options.stall.ms : 0) - shifted;
        shifted = 0;
        typed++;
        if (k.code === 'Enter')
          await this.key({ code: 'Enter', key: 'Enter', text: '\r', windowsVirtualKeyCode: 13 }, gap() + stalled);
        else if (k.code === 'Tab')
          await this.key({ code: 'Tab', key: 'Tab', windowsVirtualKeyCode: 9 }, gap() + stalled);
        else await this.key({ code: k.code, key: k.key, text: k.key, modifiers: k.shiftKey ? 8 : 0 }, gap() + stalled);
      }
    }
  }

  /** A person typing: `gapMs` (default 150 ms) between keys, US layout text as typed. */
  async type(text: string, gapMs = 150): Promise<void> {
    this.clock = Math.max(this.clock, Date.now() / 1000);
    for (const ch of text) await this.key({ code: '', key: ch, text: ch }, gapMs);
  }

  /**
   * A person between two acts (typing an amount, then picking up the scanner): the next key's event time is
   * `ms` later, so the page sees the pause, while the test does not wait for it.
   */
  pause(ms: number): void {
    this.clock = Math.max(this.clock, Date.now() / 1000) + ms / 1000;
  }

  /**
   * Puts the scanner down: ends its DevTools session. With that session open, a page reloaded under
   * `BrowserContext.setOffline(true)` answered navigator.onLine true (seen in this Chromium, 2026-11).
   */
  async detach(): Promise<void> {
    await this.cdp.detach();
  }

  private async key(
    k: { code: string; key: string; text?: string; modifiers?: number; windowsVirtualKeyCode?: number },
    gapMs: number,
  ): Promise<void> {
    this.clock += gapMs / 1000;
    const base = {
      code: k.code,
      key: k.key,
      modifiers: k.modifiers ?? 0,
      windowsVirtualKeyCode: k.windowsVirtualKeyCode,
      timestamp: this.clock,
    };
    await this.cdp.send('Input.dispatchKeyEvent', {
      type: k.text ? 'keyDown' : 'rawKeyDown',
      text: k.text,
      unmodifiedText: k.text,
      ...base,
    });
    await this.cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...base });
    await new Promise((r) => setTimeout(r, Math.min(gapMs, 8)));
  }
}
