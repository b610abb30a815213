import type { KeyboardWedge, WedgeListener } from '../keyboard-wedge.port';

/** A keyboard wedge a test drives: `listener` is the screen listening now, null once it stopped. */
export function fakeWedge(): KeyboardWedge & { listener: WedgeListener | null } {
  const wedge = {
    listener: null as WedgeListener | null,
    attach(l: WedgeListener) {
      wedge.listener = l;
      return () => {
        wedge.listener = null;
      };
    },
  };
  return wedge;
}
