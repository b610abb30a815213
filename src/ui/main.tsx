import '@blueprintjs/core/lib/css/blueprint.css';
// Latin and Latin Extended (Czech) only: the other subsets would cost CSS and precache for nothing.
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-ext-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-ext-500.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/roboto/latin-ext-700.css';
import '@fontsource/poppins/latin-500.css';
import '@fontsource/poppins/latin-ext-500.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-ext-600.css';
import './theme/theme.css';
import { createRoot } from 'react-dom/client';
import { App, loadSignedIn } from './app';
import { composeSignIn } from './composition/sign-in-services';
import { ContainerProvider } from './di/container-context';
import { keepAccessibleNamesCzech } from './shell/czech-accessible-names';
import { installIconLoader, preloadShellIcons } from './shell/icon-loader';

installIconLoader();
keepAccessibleNamesCzech(document.body);
// The sign-in half of the composition root; the signed-in half (inversify, every area) loads after the first screen.
const composition = composeSignIn({
  window,
  hostname: window.location.hostname,
  env: import.meta.env as Record<string, string | undefined>,
});
const root = createRoot(document.getElementById('root')!);
const render = () =>
  root.render(
    <ContainerProvider container={composition.services}>
      <App signedIn={composition.signedIn} />
    </ContainerProvider>,
  );
// The shell's icons are in the entry already: putting them into Blueprint's cache takes a microtask.
void preloadShellIcons()
  .finally(render)
  .then(() => setTimeout(() => void loadSignedIn(composition.signedIn), 0));
