import {
  Button,
  Callout,
  Card,
  FileInput,
  FormGroup,
  InputGroup,
  Intent,
  ProgressBar,
  Radio,
  RadioGroup,
  Switch,
} from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { ExportsApi } from '../../application/exports/exports-api.port';
import { Clock } from '../../application/ports/clock.port';
import { IdGenerator } from '../../application/ports/id-generator.port';
import {
  EXPORT_KINDS,
  IMPORT_ENCODINGS,
  IMPORT_KINDS,
  IMPORT_LIMITS_TEXT,
  type SpreadsheetFormat,
} from '../../domain/exports/spreadsheet-limits';
import { useService } from '../di/container-context';
import { ChoiceSelect } from '../global/choice-select';
import { ImportReview } from './import-review';
import { ExportsViewModel } from './exports.view-model';
import { saveFile } from '../global/download';
import './exports.css';

const megabytes = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString('cs-CZ', { maximumFractionDigits: 1 })} MB`;

/** /exports (sklad.export_import). */
const ExportsScreen = observer(function ExportsScreen() {
  const api = useService<ExportsApi>(ExportsApi);
  const ids = useService<IdGenerator>(IdGenerator);
  const clock = useService<Clock>(Clock);
  const [vm] = useState(() => new ExportsViewModel({ api, ids, clock, save: saveFile }));

  return (
    <div className="sk-exports" data-testid="exports-screen">
      <Card className="sk-exports__card" data-testid="export-card">
        <h3>Export</h3>
        <ChoiceSelect
          id="export-kind"
          label="Co exportovat"
          fill
          value={vm.exportKind}
          choices={EXPORT_KINDS}
          onChange={(kind) => vm.exportKindChosen(kind)}
        />
        {vm.exportKind === 'stock' && (
          <>
            <FormGroup label="Filtr jako v přehledu skladu (kód, EAN, název, pozice)" labelFor="export-search">
              <InputGroup
                id="export-search"
                value={vm.search}
                leftIcon="search"
                onValueChange={(v) => vm.filterChanged({ search: v })}
              />
            </FormGroup>
            <Switch
              label="Včetně nulových stavů"
              checked={vm.zeroAmounts}
              onChange={(e) => vm.filterChanged({ zeroAmounts: e.currentTarget.checked })}
            />
          </>
        )}
        {vm.exportKind === 'movements' && (
          <div className="sk-exports__row">
            <FormGroup label="Od" labelFor="export-from">
              <InputGroup
                id="export-from"
                type="date"
                value={vm.from}
                onValueChange={(v) => vm.filterChanged({ from: v })}
              />
            </FormGroup>
            <FormGroup label="Do" labelFor="export-to">
              <InputGroup id="export-to" type="date" value={vm.to} onValueChange={(v) => vm.filterChanged({ to: v })} />
            </FormGroup>
          </div>
        )}
        <RadioGroup
          label="Formát"
          inline
          selectedValue={vm.format}
          onChange={(e) => vm.formatChosen(e.currentTarget.value as SpreadsheetFormat)}
        >
          <Radio label="Excel (XLSX)" value="xlsx" />
          <Radio label="CSV pro český Excel" value="csv" />
        </RadioGroup>
        <div>
          <Button
            intent={Intent.PRIMARY}
            icon="download"
            loading={vm.downloading}
            onClick={() => void vm.exportClicked()}
            data-testid="export-download"
          >
            Stáhnout
          </Button>
        </div>
        {vm.downloading && (
          <div data-testid="export-progress">
            <ProgressBar intent={Intent.PRIMARY} />
            <span className="bp6-text-muted">Staženo {megabytes(vm.downloadedBytes)}</span>
          </div>
        )}
        {vm.exported && (
          <Callout intent={Intent.SUCCESS} role="status" data-testid="export-done">
            Staženo: {vm.exported}
          </Callout>
        )}
        {vm.exportError && (
          <Callout intent={Intent.DANGER} role="alert" data-testid="export-error">
            {vm.exportError}
          </Callout>
        )}
      </Card>

      <Card className="sk-exports__card" data-testid="import-card">
        <h3>Import</h3>
        <ChoiceSelect
          id="import-kind"
          label="Co importovat"
          helperText={IMPORT_LIMITS_TEXT}
          fill
          value={vm.importKind}
          choices={IMPORT_KINDS}
          onChange={(kind) => vm.importKindChosen(kind)}
        />
        <ChoiceSelect
          id="import-encoding"
          label="Kódování"
          helperText="Jen pro CSV; český Excel ukládá CSV často ve Windows-1250."
          value={vm.importEncoding}
          choices={IMPORT_ENCODINGS}
          onChange={(encoding) => vm.importEncodingChosen(encoding)}
        />
        <FileInput
          fill
          text={vm.session?.file_name ?? 'Vyberte soubor CSV nebo XLSX…'}
          buttonText="Vybrat"
          disabled={vm.busy}
          inputProps={{ accept: '.csv,.xlsx,text/csv', 'aria-label': 'Soubor k importu' }}
          onInputChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (file) void vm.fileChosen(file);
          }}
        />
        {vm.uploadProgress !== null && (
          <ProgressBar intent={Intent.PRIMARY} value={vm.uploadProgress} data-testid="upload-progress" />
        )}
        {vm.importError && (
          <Callout intent={Intent.DANGER} role="alert" data-testid="import-error">
            {vm.importError}
          </Callout>
        )}
        {vm.session && <ImportReview vm={vm} />}
      </Card>
    </div>
  );
});
export default ExportsScreen;
