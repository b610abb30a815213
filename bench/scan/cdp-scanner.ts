import type { CDPSession, Page } from 'playwright-core';
import { czechKeyFor } from '../../src/domain/keyboard-scanner/testing/czech-layout';

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

  /** Types the codes back to back (a burst of scans), each ended by Enter (or Tab). */
  async scan(codes: readonly string[], options: { gapMs?: number; suffix?: 'Enter' | 'Tab' } = {}): Promise<void> {
    const gap = options.gapMs ?? 8;
    this.clock = Math.max(this.clock, Date.now() / 1000);
    for (const code of codes) {
      for (const ch of code) {
        const k = czechKeyFor(ch);
        await this.key({ code: k.code, key: k.key, text: k.key, modifiers: k.shiftKey ? 8 : 0 }, gap);
      }
      const suffix = options.suffix ?? 'Enter';
      await this.key(
        suffix === 'Enter'
          ? { code: 'Enter', key: 'Enter', text: '\r', windowsVirtualKeyCode: 13 }
          : { code: 'Tab', key: 'Tab', windowsVirtualKeyCode: 9 },
        gap,
      );
    }
  }

  /** A person typing: `gapMs` (default 150 ms) between keys, US layout text as typed. */
  async type(text: string, gapMs = 150): Promise<void> {
    this.clock = Math.max(this.clock, Date.now() / 1000);
    for (const ch of text) await this.key({ code: '', key: ch, text: ch }, gapMs);
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
