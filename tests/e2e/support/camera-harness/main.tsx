// A tiny page for the scanner's end-to-end test: the real panel, the real adapters and a
// ScanSink that lists what it received.
import 'reflect-metadata';
import '@blueprintjs/core/lib/css/blueprint.css';
import { Button } from '@blueprintjs/core';
import { Container } from 'inversify';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ActiveScanSink } from '../../../../src/application/scanning/active-scan-sink';
import { KeyValueStore } from '../../../../src/application/ports/key-value-store.port';
import { scannerModule } from '../../../../src/infrastructure/camera/scanner.module';
import { LocalStorageStore } from '../../../../src/infrastructure/storage/local-storage-store';
import { scannerPanelModule } from '../../../../src/ui/scanner/scanner-panel.module';
import { ScannerPanel } from '../../../../src/ui/scanner/scanner-panel.view';
import { ScannerPanelViewModel } from '../../../../src/ui/scanner/scanner-panel.view-model';

const container = new Container();
container.bind<KeyValueStore>(KeyValueStore).toConstantValue(new LocalStorageStore());
container.load(scannerModule, scannerPanelModule);
const viewModel = container.get(ScannerPanelViewModel);

function Harness() {
  const [codes, setCodes] = useState<string[]>([]);
  useState(() =>
    container.get(ActiveScanSink).attach({ accept: (code, source) => setCodes((c) => [...c, `${source}:${code}`]) }),
  );
  return (
    <main style={{ padding: 12 }}>
      <Button id="open-scanner" icon="camera" text="Otevřít skener" onClick={() => viewModel.open()} />
      <ol id="scanned">
        {codes.map((c, i) => (
          <li key={i}>{c}</li>
        ))}
      </ol>
      <ScannerPanel viewModel={viewModel} />
    </main>
  );
}

Object.assign(window, { scannerPanel: viewModel });
createRoot(document.getElementById('root')!).render(<Harness />);
