/** Hands a file to the browser as a download (a link click; the URL is freed once the browser has it). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves a file the server sent as base64 (the signed-in transport carries JSON only). */
export function downloadBase64(fileName: string, mime: string, base64: string): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  saveFile(new Blob([bytes], { type: mime }), fileName);
}
