import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from './ErrorPage';

function renderPage(guest: boolean) {
  const rootRoute = createRootRoute({
    component: () => (
      <ErrorPage kind="notFound" code="404" guest={guest} companyWebsiteUrl="https://intranet.example.com/" />
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return render(<RouterProvider router={router} />);
}

describe('ErrorPage back link', () => {
  it('offers guests the company website', async () => {
    renderPage(true);
    const link = await screen.findByRole('link', { name: 'Back to company website' });
    expect(link.getAttribute('href')).toBe('https://intranet.example.com/');
    expect(screen.getByText('The page you requested could not be found.')).toBeTruthy();
  });

  it('offers signed-in users their home page', async () => {
    renderPage(false);
    const link = await screen.findByRole('link', { name: 'Back to Home' });
    expect(link.getAttribute('href')).toBe('/');
  });
});
