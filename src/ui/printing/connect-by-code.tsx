import { AnchorButton, Button, Callout, InputGroup, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { PrintingApi } from '../../application/printing/printing-api.port';
import { ConnectByCodeViewModel } from './connect-by-code.view-model';

/** The pairing code and the agent's downloads for a shop PC (Linux and Windows), on the printing screen. */
export const ConnectByCode = observer(function ConnectByCode({ api }: { api: Pick<PrintingApi, 'pairAgent'> }) {
  const [vm] = useState(() => new ConnectByCodeViewModel(api));
  const [name, setName] = useState('');
  const pairing = vm.pairing;
  return (
    <div data-testid="connect-by-code">
      <div className="sk-printing__row">
        <InputGroup placeholder="Název počítače k párování, např. PC u příjmu" value={name} onValueChange={setName} />
        <Button icon="link" intent={Intent.PRIMARY} disabled={vm.busy} onClick={() => void vm.codeClicked(name)}>
          Vytvořit párovací kód
        </Button>
      </div>
      {vm.error && <Callout intent={Intent.DANGER}>{vm.error}</Callout>}
      {pairing && (
        <Callout intent={Intent.PRIMARY} icon="link" title={`Párovací kód: ${pairing.code}`}>
          <p data-testid="pairing-code">
            Kód <strong>{pairing.code}</strong> platí do {vm.validUntil} a jen jednou. Na počítači s tiskárnou
            (potřebuje Node.js 20 nebo novější) spusťte jako správce:
          </p>
          <p>Linux (služba systemd, tiskárny CUPS se najdou samy):</p>
          <div className="sk-printing__token">curl -fsSL &apos;{pairing.downloads.linux}&apos; | sudo sh</div>
          <p>Windows (PowerShell jako správce; zeptá se na adresu tiskárny):</p>
          <div className="sk-printing__token">irm &apos;{pairing.downloads.windows}&apos; | iex</div>
          <div className="sk-printing__row">
            <AnchorButton href={pairing.downloads.linux} icon="download" variant="minimal">
              Instalace pro Linux
            </AnchorButton>
            <AnchorButton href={pairing.downloads.windows} icon="download" variant="minimal">
              Instalace pro Windows
            </AnchorButton>
            <AnchorButton href={pairing.downloads.agent} icon="download" variant="minimal">
              Stáhnout agenta
            </AnchorButton>
          </div>
        </Callout>
      )}
    </div>
  );
});
