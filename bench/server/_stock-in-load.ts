// The stock-in the server benchmarks send (throughput.ts, side-by-side.ts), and their sign-in.

const LOCATIONS = ['A-01-1', 'A-01-2', 'A-02-1', 'B-01-1'];

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** The demo admin's access token. */
export async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin' }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

/** The `i`-th stock-in of a load named `run`: 2 lines of the demo catalogue, sync on, a fresh Idempotency-Key. */
export function stockInRequest(token: string, run: string | number, i: number): LoadRequest {
  return {
    method: 'POST',
    path: '/api/sklad/inventory/',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': `bench-${run}-${i}`,
    },
    body: JSON.stringify({
      products: [
        { code: `ZAH000${1 + (i % 9)}`, amount: 1 },
        { code: `ZAH001${i % 10}`, amount: 2 },
      ],
      location_name: LOCATIONS[i % LOCATIONS.length],
      shoptet_sync: true,
    }),
  };
}
