// Placeholder until the real screen exists: point its line in src/ui/routes/screen-slots.ts at the real view.
import { RoutePlaceholder } from '../route-placeholder';

export default RoutePlaceholder;
