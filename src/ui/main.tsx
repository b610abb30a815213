// inversify installs the lite Reflect metadata API itself; the full polyfill would add its own copy.
import 'reflect-metadata/lite';
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
import { App, prefetchSignedIn } from './app';
import { createContainer } from './composition/composition-root';
import { ContainerProvider } from './di/container-context';
import { keepAccessibleNamesCzech } from './shell/czech-accessible-names';
import { installIconLoader, preloadShellIcons } from './shell/icon-loader';

installIconLoader();
keepAccessibleNamesCzech(document.body);
const container = createContainer({
  hostname: window.location.hostname,
  env: import.meta.env as Record<string, string | undefined>,
});
const root = createRoot(document.getElementById('root')!);
const render = () =>
  root.render(
    <ContainerProvider container={container}>
      <App />
    </ContainerProvider>,
  );
// The shell's icons are in the entry already: putting them into Blueprint's cache takes a microtask.
void preloadShellIcons()
  .finally(render)
  .then(() => setTimeout(prefetchSignedIn, 0));
