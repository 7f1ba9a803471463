import { describe, expect, it } from 'vitest';
import {
  ariaSortOf,
  filtersFromForm,
  filtersFromSearch,
  isFiltered,
  leadExportPath,
  leadListPath,
  searchOfFilters,
  showingWords,
  sortedBy,
} from './lead-filters';

const from = (query: string) => filtersFromSearch(new URLSearchParams(query));

describe('the lead list filters in the address', () => {
  it('reads every filter, the sort and the page, and writes them back the same', () => {
    const query =
      'q=ada&branch=101&stage=invited&source=csv&moveInFrom=2027-01-01&moveInTo=2027-01-31&sort=name&order=desc&page=3';
    const filters = from(query);
    expect(filters).toEqual({
      q: 'ada',
      branch: '101',
      stage: 'invited',
      source: 'csv',
      moveInFrom: '2027-01-01',
      moveInTo: '2027-01-31',
      sort: 'name',
      order: 'desc',
      page: 3,
    });
    expect(searchOfFilters(filters).toString()).toBe(query);
  });

  it('keeps the plain list’s address plain: no defaults in it', () => {
    expect(from('')).toEqual({ sort: 'created', page: 1 });
    expect(searchOfFilters(from('sort=created&order=desc&page=1')).toString()).toBe('');
    expect(leadListPath(from(''))).toBe('/api/partner/leads');
  });

  it('leaves out, one by one, values the list would refuse', () => {
    expect(
      from(
        'q=ada&branch=abc&stage=lost&source=fax&moveInFrom=2027-02-30&sort=colour&order=up&page=0',
      ),
    ).toEqual({ q: 'ada', sort: 'created', page: 1 });
  });

  it('keeps only the start of a move-in range given the wrong way round', () => {
    expect(from('moveInFrom=2027-03-01&moveInTo=2027-02-01')).toEqual({
      moveInFrom: '2027-03-01',
      sort: 'created',
      page: 1,
    });
  });

  it('exports the same filtered, sorted list, every page', () => {
    expect(leadExportPath(from('q=ada&stage=opened&sort=name&page=4'))).toBe(
      '/api/partner/leads.csv?q=ada&stage=opened&sort=name',
    );
  });

  it('says whether a search or filter narrows the list', () => {
    expect(isFiltered(from('sort=name&page=2'))).toBe(false);
    expect(isFiltered(from('source=api'))).toBe(true);
  });
});

describe('sorting by a column', () => {
  it('sorts a new column in its natural order, then turns it round, back on page 1', () => {
    const byName = sortedBy(from('page=5'), 'name');
    expect(byName).toMatchObject({ sort: 'name', order: 'asc', page: 1 });
    expect(ariaSortOf(byName, 'name')).toBe('ascending');
    expect(ariaSortOf(byName, 'created')).toBeUndefined();
    const turned = sortedBy(byName, 'name');
    expect(ariaSortOf(turned, 'name')).toBe('descending');
    expect(searchOfFilters(turned).toString()).toBe('sort=name&order=desc');
  });

  it('lists newest first by default, and oldest first when created is pressed', () => {
    const plain = from('');
    expect(ariaSortOf(plain, 'created')).toBe('descending');
    expect(searchOfFilters(sortedBy(plain, 'created')).toString()).toBe('order=asc');
  });
});

describe('the count above the table', () => {
  it('says which rows of how many show', () => {
    expect(showingWords(1, 25, 25, 312)).toBe('Showing 1–25 of 312');
    expect(showingWords(13, 25, 12, 312)).toBe('Showing 301–312 of 312');
    expect(showingWords(1, 25, 0, 0)).toBe('Showing 0 of 0');
    expect(showingWords(1, 25, 25, 1200)).toBe('Showing 1–25 of 1,200');
  });
});

describe('the filters chosen in the form', () => {
  it('keeps what was chosen, on the current sort, from page 1', () => {
    expect(
      filtersFromForm(
        { q: '  ada ', branch: '', stage: 'opened', source: 'csv', moveInFrom: '', moveInTo: '' },
        { sort: 'name', order: 'desc' },
      ),
    ).toEqual({ q: 'ada', stage: 'opened', source: 'csv', sort: 'name', order: 'desc', page: 1 });
  });

  it('turns a move-in range given the wrong way round', () => {
    expect(
      filtersFromForm({ moveInFrom: '2027-03-01', moveInTo: '2027-01-01' }, { sort: 'created' }),
    ).toEqual({ moveInFrom: '2027-01-01', moveInTo: '2027-03-01', sort: 'created', page: 1 });
  });
});
