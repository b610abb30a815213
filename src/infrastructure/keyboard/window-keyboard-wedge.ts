import {
  SCAN_FIELD_ATTRIBUTE,
  type KeyboardWedge,
  type WedgeListener,
} from '../../application/scanning/keyboard-wedge.port';
import {
  DEFAULT_WEDGE_OPTIONS,
  feedKey,
  initialWedgeState,
  type WedgeOptions,
  type WedgeState,
} from '../../domain/keyboard-scanner/wedge-detector';

type Editable = HTMLInputElement | HTMLTextAreaElement;

function editableOf(target: EventTarget | null): Editable | null {
  const el = target as Element | null;
  if (!el || typeof el.tagName !== 'string') return null;
  const tag = el.tagName.toLowerCase();
  return tag === 'input' || tag === 'textarea' ? (el as Editable) : null;
}

/** Sets a field's value so React's onChange sees it (React tracks the native value setter). */
function restoreValue(field: Editable, value: string): void {
  if (field.value === value) return;
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Listens to keydown on the window (capture phase, before any field). Keys are never held back, so
 * a person types as usual; when a burst turns out to be a scan, the field it landed in gets its text
 * from before the burst back (the layout typed ěščř there), and the code goes to the listener.
 * Event times are the browser's `timeStamp`: when the key happened, not when JS got to it.
 */
export class WindowKeyboardWedge implements KeyboardWedge {
  private state: WedgeState = initialWedgeState;
  private before: { field: Editable; value: string } | null = null;
  /** The physical key that ended the last scan: its keyup is the scan's too. */
  private terminatorUp: string | null = null;

  constructor(
    private readonly target: Window = window,
    private readonly options: WedgeOptions = DEFAULT_WEDGE_OPTIONS,
    private readonly timeOf: (e: KeyboardEvent) => number = (e) => e.timeStamp,
  ) {}

  attach(listener: WedgeListener): () => void {
    const onKeyDown = (e: KeyboardEvent) => this.keyDown(e, listener);
    const onKeyUp = (e: KeyboardEvent) => this.keyUp(e);
    this.target.addEventListener('keydown', onKeyDown, true);
    this.target.addEventListener('keyup', onKeyUp, true);
    return () => {
      this.target.removeEventListener('keydown', onKeyDown, true);
      this.target.removeEventListener('keyup', onKeyUp, true);
      this.state = initialWedgeState;
      this.before = null;
      this.terminatorUp = null;
    };
  }

  /**
   * The keyup of a scan's Enter (or Tab) never reaches the page: Blueprint's buttons click on the
   * keyup of Enter, so a button that had the focus (a tab just tapped, the pencil a dialog gave the
   * focus back to) would take every scan's Enter as a press of itself.
   */
  private keyUp(e: KeyboardEvent): void {
    if (this.terminatorUp === null || (e.code || e.key) !== this.terminatorUp) return;
    this.terminatorUp = null;
    e.preventDefault();
    e.stopPropagation();
  }

  private keyDown(e: KeyboardEvent, listener: WedgeListener): void {
    if (e.isComposing || e.repeat) return;
    const field = editableOf(e.target);
    const step = feedKey(
      this.state,
      {
        code: e.code,
        key: e.key,
        timeMs: this.timeOf(e),
        shiftKey: e.shiftKey,
        ctrlKey: e.ctrlKey,
        altKey: e.altKey,
        metaKey: e.metaKey,
      },
      this.options,
    );
    this.state = step.state;
    const effect = step.effect;
    if (effect.kind === 'typed') {
      // keydown comes before the character is inserted: this is the text to give back after a scan
      if (effect.burstStart && !effect.resumesHead) this.before = field ? { field, value: field.value } : null;
      return;
    }
    // Shift (held for every capital) and other keys without text come between the keys of a scan:
    // the field text from before the burst must survive them.
    if (effect.kind === 'pass' && this.state.burst.length > 0) return;
    if (effect.kind === 'scan') {
      e.preventDefault();
      e.stopPropagation();
      this.terminatorUp = e.code || e.key;
      // Another field gets its text from before the scan back; the scan field is left empty, ready for the next.
      if (this.before) {
        const { field: touched, value } = this.before;
        const scanField = touched.hasAttribute(SCAN_FIELD_ATTRIBUTE);
        restoreValue(touched, scanField ? '' : value);
        // A person's typing in another field (an amount: 5) is committed before the scan counts, as leaving
        // the field commits it: the scan then adds to 5 instead of the typed 5 overwriting the scan later.
        if (!scanField && touched.ownerDocument.activeElement === touched) touched.blur();
      }
      this.before = null;
      listener.scanned(effect.code);
      return;
    }
    if (effect.kind === 'submit' && field?.hasAttribute(SCAN_FIELD_ATTRIBUTE)) {
      e.preventDefault();
      listener.submitted();
    }
    this.before = null;
  }
}
