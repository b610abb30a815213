import { useLocation } from 'wouter';
import { titleOf } from '../../domain/routing/route-access';
import { ScreenPlaceholder } from './screen-placeholder';

/** A screen not built yet: its title from the route table. */
export function RoutePlaceholder() {
  const [path] = useLocation();
  return <ScreenPlaceholder title={titleOf(path)} />;
}
