// The virtual scanner panel, a bottom sheet. Renders the view-model and forwards clicks.
import { Button, Callout, Drawer, FileInput, FormGroup, HTMLSelect, Position, Switch } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { SCAN_MODES, isScanMode } from '../../domain/scanner/scan-mode';
import { SCANNER_TEXTS as T } from './scanner-messages';
import type { ScannerPanelViewModel } from './scanner-panel.view-model';
import { ScannerVideo } from './scanner-video';
import './scanner-panel.css';

export const ScannerPanel = observer(function ScannerPanel({ viewModel: vm }: { viewModel: ScannerPanelViewModel }) {
  return (
    <Drawer
      className="sklad-scanner"
      isOpen={vm.isOpen}
      position={Position.BOTTOM}
      size="auto"
      title={T.title}
      icon="camera"
      isCloseButtonShown={false}
      canOutsideClickClose={vm.dismissable}
      canEscapeKeyClose={vm.dismissable}
      onClose={vm.dismissRequested}
    >
      <div className="sklad-scanner__body">
        <Viewport vm={vm} />
        {vm.failureMessage && (
          <Callout intent="danger" icon="error" role="alert">
            {vm.failureMessage}
          </Callout>
        )}
        {vm.pendingCode !== null && (
          <Callout intent="primary" className="sklad-scanner__confirm">
            <span>{T.confirmQuestion(vm.pendingCode)}</span>
            <div className="sklad-scanner__row">
              <Button text={T.cancel} onClick={vm.cancelClicked} />
              <Button text={T.confirm} intent="primary" onClick={vm.confirmClicked} />
            </div>
          </Callout>
        )}
        <div className="sklad-scanner__row">
          <FormGroup label={T.cameraPicker} labelFor="sklad-scanner-camera">
            <HTMLSelect
              id="sklad-scanner-camera"
              fill
              value={vm.selectedCameraId ?? ''}
              onChange={(e) => e.currentTarget.value && vm.cameraChosen(e.currentTarget.value)}
              options={[
                { value: '', label: '—', disabled: true },
                ...vm.cameras.map((c) => ({ value: c.id, label: c.label })),
              ]}
            />
          </FormGroup>
        </div>
        <div className="sklad-scanner__row">
          {vm.session.camera === 'notStarted' && (
            <Button icon="camera" text={T.startCamera} intent="primary" onClick={vm.startClicked} />
          )}
          <Button
            icon="swap-horizontal"
            text={T.changeCamera}
            disabled={vm.cameras.length < 2}
            onClick={vm.changeCameraClicked}
          />
          <Button icon="cross" text={T.close} onClick={vm.close} />
        </div>
        <div className="sklad-scanner__row">
          <FormGroup label={T.mode} labelFor="sklad-scanner-mode">
            <HTMLSelect
              id="sklad-scanner-mode"
              fill
              value={vm.settings.mode}
              onChange={(e) => isScanMode(e.currentTarget.value) && vm.modeChanged(e.currentTarget.value)}
              options={SCAN_MODES.map((m) => ({ value: m, label: T.modes[m] }))}
            />
          </FormGroup>
          <Switch
            label={T.persistent}
            checked={vm.settings.persistent}
            onChange={(e) => vm.persistentChanged(e.currentTarget.checked)}
          />
        </div>
        <FormGroup label={T.fromFile} labelFor="sklad-scanner-file">
          <FileInput
            fill
            text={T.chooseFile}
            buttonText="…"
            disabled={!vm.canScanFromFile}
            inputProps={{ id: 'sklad-scanner-file', accept: 'image/*' }}
            onInputChange={(e) => void vm.fileChosen(e.currentTarget.files?.[0] ?? null)}
          />
        </FormGroup>
      </div>
    </Drawer>
  );
});

const Viewport = observer(function Viewport({ vm }: { vm: ScannerPanelViewModel }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => vm.viewMeasured(element.clientWidth, element.clientHeight);
    measure();
    // jsdom has no ResizeObserver; a single measurement is enough there
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [vm]);
  const box = vm.qrbox;
  return (
    <div ref={ref} className="sklad-scanner__viewport">
      <ScannerVideo stream={vm.preview} />
      {vm.session.camera !== 'notStarted' && box && (
        <div className="sklad-scanner__qrbox" style={{ width: box.width, height: box.height }} />
      )}
      {vm.session.camera === 'notStarted' && <div className="sklad-scanner__idle">{T.cameraPicker}</div>}
      {vm.flashing && (
        <div className="sklad-scanner__flash" role="status">
          {T.scanned}
        </div>
      )}
    </div>
  );
});
