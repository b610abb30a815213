import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ScrollToTop } from '../shell/scroll-to-top';
import { AppRoutes } from './app-routes';

afterEach(cleanup);

const at = (path: string) => {
  const memory = memoryLocation({ path, record: true });
  render(
    <Router hook={memory.hook}>
      <AppRoutes />
    </Router>,
  );
  return memory;
};

describe('routes', () => {
  it('R-ROUTE-05 an unknown path shows notFound', async () => {
    at('/no/such/page');
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
  });

  it('R-ROUTE-03 /documents/:type other than receipt or issue shows notFound', async () => {
    at('/documents/invoice');
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
  });

  it('R-ROUTE-01 the unauthorized route is a real page', async () => {
    at('/unauthorized');
    expect(await screen.findByTestId('unauthorized-page')).toBeTruthy();
  });

  it('R-ROUTE-06 every navigation scrolls to the top', () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    const main = document.createElement('div');
    main.id = 'sk-main';
    document.body.appendChild(main);
    render(<ScrollToTop />);
    main.scrollTop = 300;
    scrollTo.mockClear();
    act(() => {
      window.history.pushState(null, '', '/eans');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(main.scrollTop).toBe(0);
    main.remove();
  });
});
