import { AppRoutes } from '../routes/app-routes';
import { AppShell } from './app-shell';

/** The signed-in frame with its routes: its own chunk, so the sign-in screen's first load does not carry it. */
export default function SignedIn() {
  return (
    <AppShell>
      <AppRoutes />
    </AppShell>
  );
}
