import 'reflect-metadata';
import '@blueprintjs/core/lib/css/blueprint.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import '@fontsource/poppins/500.css';
import '@fontsource/poppins/600.css';
import './theme/theme.css';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createContainer } from './composition/composition-root';
import { ContainerProvider } from './di/container-context';

const container = createContainer({ hostname: window.location.hostname, env: import.meta.env as Record<string, string | undefined> });

createRoot(document.getElementById('root')!).render(
  <ContainerProvider container={container}>
    <App />
  </ContainerProvider>,
);
