// A tiny page for the scanner's end-to-end test: the real panel, the real adapters and a
// ScanSink that lists what it received.
import 'reflect-metadata';
import '@blueprintjs/core/lib/css/blueprint.css';
import { Button } from '@blueprintjs/core';
import { Container } from 'inversify';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { KeyValueStore } from '../../../../src/application/ports/key-value-store.port';
import { ActiveScanSink } from '../../../../src/application/scanning/active-scan-sink';
import { BarcodeDecoder } from '../../../../src/application/scanning/barcode-decoder.port';
import { CameraSource } from '../../../../src/application/scanning/camera-source.port';
import { ScanSink } from '../../../../src/application/scanning/scan-sink.port';
import { LocalStorageStore } from '../../../../src/infrastructure/storage/local-storage-store';
import { scannerModule } from '../../../../src/ui/composition/scanner.module';
import { ScannerPanel } from '../../../../src/ui/scanner/scanner-panel.view';
import { ScannerPanelViewModel } from '../../../../src/ui/scanner/scanner-panel.view-model';

const container = new Container();
container.bind<KeyValueStore>(KeyValueStore).toConstantValue(new LocalStorageStore());
container.load(scannerModule(window));
const viewModel = new ScannerPanelViewModel(
  container.get<CameraSource>(CameraSource),
  container.get<BarcodeDecoder>(BarcodeDecoder),
  container.get<ScanSink>(ScanSink),
  container.get<KeyValueStore>(KeyValueStore),
);

function Harness() {
  const [codes, setCodes] = useState<string[]>([]);
  useState(() =>
    container
      .get<ActiveScanSink>(ActiveScanSink)
      .attach({ accept: (code, source) => setCodes((c) => [...c, `${source}:${code}`]) }),
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
