import { BREAKPOINTS } from './ui-constants';

export type Breakpoint = 'xs' | keyof typeof BREAKPOINTS;

/** The breakpoint a viewport of this width falls in (SPEC 9: 600, 960, 1280, 1920 and 2560 px). */
export function breakpointOf(width: number): Breakpoint {
  let current: Breakpoint = 'xs';
  for (const [name, from] of Object.entries(BREAKPOINTS) as [keyof typeof BREAKPOINTS, number][])
    if (width >= from) current = name;
  return current;
}

export type TableLayout = 'cards' | 'table';

/** SPEC 9: data tables switch to a mobile layout (one card per row) below the md breakpoint. */
export function tableLayoutAt(width: number): TableLayout {
  return width < BREAKPOINTS.md ? 'cards' : 'table';
}
