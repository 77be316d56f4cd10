// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Screen } from './Screen';
import { renderWithRuntime } from './testing/renderWithRuntime';

vi.mock('./formResources', () => import('./testing/fakeFormResources'));

afterEach(cleanup);

const customer = (id: number) => ({
  id,
  firstNames: `Ada${id}`,
  surname: 'Lovelace',
  email: `ada${id}@example.com`,
  postcode: 'BN1 1AA',
  smartcardNumber: '633597012345678901',
});

function reply(total: number, page: number, limit: number) {
  const count = Math.max(0, Math.min(limit, total - (page - 1) * limit));
  return {
    result: Array.from({ length: count }, (_, i) => customer((page - 1) * limit + i + 1)),
    links: { page, limit, total },
  };
}

function renderSearch(
  url = '/search-customers',
  total = 25,
  flags: Record<string, boolean> = { enableIsrnSearch: true },
) {
  const call = vi.fn(async (_id: string, args?: { query?: Record<string, unknown> }) =>
    reply(total, Number(args?.query?.page ?? 1), Number(args?.query?.limit ?? 10)),
  );
  const rendered = renderWithRuntime(<Screen id="searchCustomers" />, { url, path: '/search-customers', call, flags });
  return { ...rendered, call };
}

describe('SearchScreen', () => {
  it('keeps Search disabled while the form is pristine', async () => {
    renderSearch();
    const search = await screen.findByRole('button', { name: 'Search' });
    expect((search as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('First name'), 'Ada');
    expect((search as HTMLButtonElement).disabled).toBe(false);
    await userEvent.clear(screen.getByLabelText('First name'));
    expect((search as HTMLButtonElement).disabled).toBe(true);
  });

  it('writes the filters, page and limit to the address and shows linked rows', async () => {
    const { call, location } = renderSearch();
    await userEvent.type(await screen.findByLabelText('Surname'), 'Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('ada1@example.com');
    const params = new URLSearchParams(location.current!.search);
    expect(Object.fromEntries(params)).toEqual({ surname: 'Lovelace', page: '1', limit: '10' });
    expect(call).toHaveBeenCalledWith('searchCustomers', {
      query: { surname: 'Lovelace', page: 1, limit: 10 },
      notify: false,
    });
    const link = screen.getByRole('link', { name: '1' });
    expect(link.getAttribute('href')).toBe('/account/1');
    expect(screen.getAllByText('633597-0123-4567-8901')).toHaveLength(10);
  });

  it('searches straight from the address on load (reload, back/forward)', async () => {
    const { call } = renderSearch('/search-customers?firstName=Ada&page=2&limit=10');
    await screen.findByText('ada11@example.com');
    expect(call).toHaveBeenCalledWith('searchCustomers', {
      query: { firstName: 'Ada', page: 2, limit: 10 },
      notify: false,
    });
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
  });

  it('pages through results with real links, at most maxPageLinks of them', async () => {
    const { call, location } = renderSearch('/search-customers?surname=L&page=1&limit=10', 250);
    await screen.findByText('ada1@example.com');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    const numbered = Array.from(pages.querySelectorAll('a')).filter((a) => /^\d+$/.test(a.textContent ?? ''));
    // 25 pages: 10 numbered links, the current one marked rather than removed.
    expect(numbered).toHaveLength(10);
    expect(numbered.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent)).toEqual(['1']);
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await screen.findByText('ada11@example.com');
    // The clicked link is now the current page and still holds keyboard focus.
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Page 2' }));
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(new URLSearchParams(location.current!.search).get('page')).toBe('2');
    expect(call).toHaveBeenLastCalledWith('searchCustomers', {
      query: { surname: 'L', page: 2, limit: 10 },
      notify: false,
    });
  });

  it("shows 'No results found' for an empty result", async () => {
    renderSearch('/search-customers?email=none%40example.com&page=1&limit=10', 0);
    expect(await screen.findByText('No results found', { selector: '.runtime-empty' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('No results found');
  });

  it('announces a short status, not the results table', async () => {
    let release: () => void = () => undefined;
    const call = vi.fn(
      (_id: string, args?: { query?: Record<string, unknown> }) =>
        new Promise((resolve) => {
          release = () => resolve(reply(26, Number(args?.query?.page ?? 1), 10));
        }),
    );
    renderWithRuntime(<Screen id="searchCustomers" />, {
      url: '/search-customers',
      path: '/search-customers',
      call,
      flags: {},
    });
    await userEvent.type(await screen.findByLabelText('Surname'), 'Lovelace');
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(status.textContent).toBe('Loading…'));
    release();
    await screen.findByText('ada1@example.com');
    // The same element (a live region must be in the page before its text changes).
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toBe('26 results');
    expect(document.querySelector('[aria-live]')).toBeNull();
    expect(screen.getByRole('table').closest('[role=status]')).toBeNull();
  });

  it('Reset clears the filters and the results', async () => {
    const { location } = renderSearch('/search-customers?surname=L&page=1&limit=10');
    await screen.findByText('ada1@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.queryByText('ada1@example.com')).toBeNull());
    expect(location.current!.search).toBe('');
    expect((screen.getByLabelText('Surname') as HTMLInputElement).value).toBe('');
  });

  it('hides the ISRN and railcard filters when ISRN search is off', async () => {
    renderSearch('/search-customers', 0, { enableIsrnSearch: false });
    await screen.findByLabelText('Surname');
    expect(screen.queryByLabelText('Smartcard number (ISRN)')).toBeNull();
    expect(screen.queryByLabelText('Railcard number')).toBeNull();
  });

  it('masks the ISRN and reports a wrong length with its own message', async () => {
    const { call } = renderSearch();
    const isrn = await screen.findByLabelText('Smartcard number (ISRN)');
    await userEvent.type(isrn, '6335970123');
    expect((isrn as HTMLInputElement).value).toBe('633597-0123');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/Enter the 18 digits/)).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it('keeps the form (and the keyboard focus) after its own Search', async () => {
    renderSearch();
    const surname = await screen.findByLabelText('Surname');
    await userEvent.type(surname, 'Lovelace{Enter}');
    await screen.findByText('ada1@example.com');
    expect(screen.getByLabelText('Surname')).toBe(surname);
    expect(document.activeElement).toBe(surname);
  });

  it('Reset after a search made on the page clears the fields, the results and the address', async () => {
    const { location } = renderSearch();
    await userEvent.type(await screen.findByLabelText('Surname'), 'Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('ada1@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.queryByText('ada1@example.com')).toBeNull());
    expect(location.current!.search).toBe('');
    expect((screen.getByLabelText('Surname') as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
  });

  it('marks an invalid e-mail and sends nothing', async () => {
    const { call, location } = renderSearch();
    const email = await screen.findByLabelText('E-mail');
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(call).not.toHaveBeenCalled();
    expect(location.current!.search).toBe('');
  });

  it('offers Try again after a failed search, and Search with the same filters asks again', async () => {
    let fail = true;
    const call = vi.fn(async (_id: string, args?: { query?: Record<string, unknown> }) => {
      if (fail) throw Object.assign(new Error('no answer'), { status: 0 });
      return reply(3, Number(args?.query?.page ?? 1), 10);
    });
    renderWithRuntime(<Screen id="searchCustomers" />, {
      url: '/search-customers',
      path: '/search-customers',
      call,
      flags: {},
    });
    await userEvent.type(await screen.findByLabelText('Surname'), 'Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The data could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('ada1@example.com')).toBeTruthy();
  });

  it("says a refused search (400) once, itself: the server's errors in the results' place and beside the named filter, no Try again", async () => {
    const call = vi.fn(async () => {
      throw Object.assign(new Error('refused'), {
        status: 400,
        errors: [{ code: 'E_TOO_SHORT', message: 'Give at least 2 letters', fields: ['surname'] }],
      });
    });
    renderWithRuntime(<Screen id="searchCustomers" />, {
      url: '/search-customers',
      path: '/search-customers',
      call,
      flags: {},
      translations: { HTTP_BAD_REQUEST_DETAILS: 'Not accepted: {{details}}' },
    });
    const surname = await screen.findByLabelText('Surname');
    await userEvent.type(surname, 'L');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Not accepted: E_TOO_SHORT: Give at least 2 letters (surname)');
    expect(call).toHaveBeenCalledWith('searchCustomers', {
      query: { surname: 'L', page: 1, limit: 10 },
      notify: false,
    });
    await waitFor(() => expect(surname.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Give at least 2 letters').length).toBe(1);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect((surname as HTMLInputElement).value).toBe('L');
  });

  it('says what 000 §8 says of any other failure under the failure text, as the call is sent without a notification', async () => {
    const call = vi.fn(async () => {
      throw Object.assign(new Error('server error'), { status: 503, errors: [] });
    });
    renderWithRuntime(<Screen id="searchCustomers" />, {
      url: '/search-customers?surname=Lovelace&page=1',
      path: '/search-customers',
      call,
      flags: {},
      translations: { HTTP_SERVER_ERROR: 'Server error. Please try again later.' },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The data could not be loaded.');
    expect(alert.textContent).toContain('Server error. Please try again later.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("says a failed search with the screen's own error text when it names one", async () => {
    const call = vi.fn(async () => {
      throw Object.assign(new Error('server error'), { status: 500 });
    });
    renderWithRuntime(<Screen id="searchRailcards" />, {
      url: '/search-railcards?state=PENDING&page=1',
      path: '/search-railcards',
      call,
      flags: { enableRailcardApplications: true },
    });
    const alert = await screen.findByRole('alert');
    // the test resources hold only the runtime's texts, so the area's key shows as itself
    expect(alert.textContent).toContain('ACCOUNT_RAILCARDS_APPLICATIONS_ERROR_FETCHING');
    expect(alert.textContent).not.toContain('The data could not be loaded.');
  });
});
