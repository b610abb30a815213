import { useEffect, useState } from 'react';
import { ViewportSize } from '../../application/shell/browser-ports.port';
import { tableLayoutAt, type TableLayout } from '../../domain/navigation/breakpoints';
import { useService } from '../di/container-context';

/** Cards or a table for the window's width now, following its resizes (SPEC 9: mobile below md). */
export function useTableLayout(): TableLayout {
  const viewport = useService<ViewportSize>(ViewportSize);
  const [layout, setLayout] = useState(() => tableLayoutAt(viewport.width()));
  useEffect(() => {
    setLayout(tableLayoutAt(viewport.width()));
    return viewport.onResize((width) => setLayout(tableLayoutAt(width)));
  }, [viewport]);
  return layout;
}

/** The class a data table carries in each layout (see theme/responsive-table.css). */
export const tableLayoutClass = (layout: TableLayout) =>
  layout === 'cards' ? 'sk-rtable sk-rtable--cards' : 'sk-rtable';
