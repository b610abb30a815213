import type { TestServer } from '../../../tests/support/test-server';

/** The admin's side of an import in a server test: upload a CSV of one kind, and call the import routes. */
export function importClient(server: () => TestServer, kind: string) {
  let admin: string | undefined;
  const token = async () => (admin ??= await server().login('admin'));
  const api = async (method: string, path: string) =>
    server().call(method, `/api/sklad${path}`, { token: await token() });
  const upload = async (name: string, content: string) => {
    const form = new FormData();
    form.set('file', new Blob([new TextEncoder().encode(content) as BlobPart]), name);
    const res = await fetch(`${server().url}/api/sklad/imports/upload/?kind=${kind}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await token()}` },
      body: form,
    });
    return { status: res.status, body: await res.json() };
  };
  return { api, upload };
}
