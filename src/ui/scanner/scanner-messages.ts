// Czech wording of everything that can go wrong in the scanner panel, written for the person
// holding the phone: what happened and what to do.
import type { ScannerFailure } from '../../application/scanning/scanner-panel-choices';

export const SCANNER_FAILURE_MESSAGES: Readonly<Record<ScannerFailure, string>> = {
  noCamera: 'Nenašli jsme žádnou kameru. Připojte kameru, nebo naskenujte kód z obrázku.',
  permissionDenied:
    'Přístup ke kameře je zakázán. Povolte kameru pro tuto stránku v nastavení prohlížeče a zkuste to znovu.',
  cameraStreamingNotSupported:
    'Tento prohlížeč neumí přenášet obraz z kamery. Otevřete aplikaci v aktuálním Chrome, Edge, Firefoxu nebo Safari.',
  errorGettingUserMedia:
    'Kameru se nepodařilo spustit. Možná ji právě používá jiná aplikace – zavřete ji a zkuste to znovu.',
  insecureContext:
    'Kamera funguje jen na zabezpečeném připojení (https) nebo na adrese localhost. Otevřete aplikaci přes https.',
  decoderUnavailable: 'Čtečku kódů se nepodařilo načíst. Zkontrolujte připojení a obnovte stránku.',
  fileWithoutCode: 'Na obrázku se nepodařilo najít žádný kód. Zkuste ostřejší fotku.',
  fileWhileScanning: 'Z obrázku lze skenovat jen při vypnuté kameře.',
  noFile: 'Vyberte obrázek s kódem.',
};

export const SCANNER_TEXTS = {
  title: 'Skener',
  cameraPicker: 'Vyberte kameru',
  changeCamera: 'Změnit kameru',
  startCamera: 'Zapnout kameru',
  close: 'Zavřít',
  scanned: 'Naskenováno',
  confirmQuestion: (code: string) => `Byl naskenován kód: ${code} chcete jej potvrdit?`,
  cancel: 'Zrušit',
  confirm: 'Potvrdit',
  mode: 'Režim skenování',
  modes: { continious: 'Nepřetržitě', confirm: 'S potvrzením', once: 'Jednou a zavřít' },
  persistent: 'Nezavírat klepnutím mimo panel',
  fromFile: 'Naskenovat z obrázku',
  chooseFile: 'Vybrat obrázek…',
} as const;
