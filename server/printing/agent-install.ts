// Install scripts of the print agent, made for one server and one pairing code (issue 24 item 9): a shop admin
// runs one command on the PC; the script fetches the agent bundle, pairs it, and installs a service that starts
// with the PC (systemd on Linux, a Task Scheduler task at startup as SYSTEM on Windows).

export const AGENT_BUNDLE = 'sklad-print-agent.mjs';
export const agentBase = (origin: string) => `${origin}/api/cloud-print/agent`;

/** Single quotes inside a single-quoted shell or PowerShell string. */
const quoted = (text: string, shell: 'sh' | 'ps') => `'${text.replace(/'/g, shell === 'sh' ? `'\\''` : `''`)}'`;

export function linuxInstall(origin: string, code: string): string {
  return `#!/bin/sh
# Tiskový agent Skladu: stáhne agenta, spáruje jej kódem ${code} a nainstaluje službu systemd.
# Spusťte jako root:  curl -fsSL '${agentBase(origin)}/install/linux.sh?code=${code}' | sudo sh
set -eu
SERVER=${quoted(origin, 'sh')}
CODE=${quoted(code, 'sh')}
DIR=/opt/sklad-print-agent
NODE=$(command -v node || true)
if [ -z "$NODE" ]; then echo "Chybí Node.js 20 nebo novější: nainstalujte jej (apt install nodejs) a spusťte skript znovu." >&2; exit 1; fi
mkdir -p "$DIR"
if command -v curl >/dev/null; then curl -fsSL "$SERVER/api/cloud-print/agent/download/${AGENT_BUNDLE}" -o "$DIR/${AGENT_BUNDLE}";
else wget -qO "$DIR/${AGENT_BUNDLE}" "$SERVER/api/cloud-print/agent/download/${AGENT_BUNDLE}"; fi
# Tiskárny CUPS tohoto počítače; jiné přidejte do $DIR/config.json.
set --
for P in $(lpstat -e 2>/dev/null || true); do set -- "$@" --printer "$P=ipp://127.0.0.1:631/printers/$P"; done
"$NODE" "$DIR/${AGENT_BUNDLE}" --server "$SERVER" --pair "$CODE" --config "$DIR/config.json" --pair-only "$@"
cat > /etc/systemd/system/sklad-print-agent.service <<UNIT
[Unit]
Description=Tiskový agent Skladu
After=network-online.target cups.service
Wants=network-online.target

[Service]
ExecStart=$NODE $DIR/${AGENT_BUNDLE} --config $DIR/config.json
Restart=always
RestartSec=10

[Install]
WantedBy=multi-user.target
UNIT
systemctl daemon-reload
systemctl enable --now sklad-print-agent.service
echo "Tiskový agent běží a spustí se s počítačem (systemctl status sklad-print-agent)."
`;
}

export function windowsInstall(origin: string, code: string): string {
  return `# Tiskový agent Skladu: stáhne agenta, spáruje jej kódem ${code} a nastaví úlohu, která jej spustí se systémem.
# Spusťte v PowerShellu jako správce:
#   irm '${agentBase(origin)}/install/windows.ps1?code=${code}' | iex
$ErrorActionPreference = 'Stop'
$Server = ${quoted(origin, 'ps')}
$Code = ${quoted(code, 'ps')}
$Node = (Get-Command node -ErrorAction SilentlyContinue).Source
if (-not $Node) { throw 'Chybí Node.js 20 nebo novější: nainstalujte jej (nodejs.org, MSI) a spusťte skript znovu.' }
$Dir = Join-Path $env:ProgramData 'SkladPrintAgent'
New-Item -ItemType Directory -Force -Path $Dir | Out-Null
$Agent = Join-Path $Dir '${AGENT_BUNDLE}'
$Config = Join-Path $Dir 'config.json'
Invoke-WebRequest -UseBasicParsing -Uri "$Server/api/cloud-print/agent/download/${AGENT_BUNDLE}" -OutFile $Agent
$Name = Read-Host 'Název tiskárny (jak se má ukázat ve Skladu)'
$Uri = Read-Host 'Adresa tiskárny IPP (např. ipp://192.168.1.50/ipp/print)'
& $Node $Agent --server $Server --pair $Code --config $Config --pair-only --printer "$Name=$Uri"
if ($LASTEXITCODE -ne 0) { throw 'Párování se nepovedlo (viz výše).' }
$Action = New-ScheduledTaskAction -Execute $Node -Argument ('"' + $Agent + '" --config "' + $Config + '"')
$Trigger = New-ScheduledTaskTrigger -AtStartup
$Settings = New-ScheduledTaskSettingsSet -RestartCount 999 -RestartInterval (New-TimeSpan -Minutes 1) -ExecutionTimeLimit ([TimeSpan]::Zero)
Register-ScheduledTask -TaskName 'Sklad - tiskovy agent' -Action $Action -Trigger $Trigger -Settings $Settings -User 'SYSTEM' -RunLevel Highest -Force | Out-Null
Start-ScheduledTask -TaskName 'Sklad - tiskovy agent'
Write-Host 'Tiskový agent běží a spustí se se systémem.'
`;
}
