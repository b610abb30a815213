/**
 * Node has no XMLHttpRequest, which the transport's multipart upload uses in browsers (for upload
 * progress). The contract runs put this small stand-in over fetch in its place, so the app's real
 * adapter and transport code make the upload; the progress fires once, when the body is sent.
 */
class XhrOverFetch {
  status = 0;
  responseText = '';
  timeout = 0;
  withCredentials = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private readonly headers: Record<string, string> = {};

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }
  send(body: FormData): void {
    fetch(this.url, { method: this.method, headers: { ...this.headers, connection: 'close' }, body })
      .then(async (res) => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
        this.status = res.status;
        this.responseText = await res.text();
        this.onload?.();
      })
      .catch(() => this.onerror?.());
  }
}

export function installXhrOverFetch(): void {
  const global = globalThis as { XMLHttpRequest?: unknown };
  global.XMLHttpRequest ??= XhrOverFetch;
}
