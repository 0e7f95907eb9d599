import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../lib/i18n/create-i18n';
import { DataTable, type DataTableColumn } from './data-table';

interface Person {
  id: number;
  name: string;
  email: string;
}

const people: Person[] = [
  { id: 1, name: 'ada', email: 'ada@example.com' },
  { id: 2, name: 'bob', email: 'bob@example.com' },
];
const i18n = createI18n('en');
const columns: DataTableColumn<Person>[] = [
  { id: 'name', label: 'Name', sortable: true, rowHeader: true, cell: (person) => person.name },
  { id: 'email', label: 'E-mail', cell: (person) => person.email },
  { id: 'actions', label: 'Actions', labelHidden: true, cell: (person) => <button type="button">Edit {person.name}</button> },
];

function render(overrides: Partial<Parameters<typeof DataTable<Person>>[0]> = {}): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <DataTable
        columns={columns}
        rows={people}
        rowId={(person) => String(person.id)}
        sort={{ sort: 'name', dir: 'desc' }}
        onSort={() => {}}
        hidden={[]}
        empty={<p className="empty">Nobody</p>}
        busy={false}
        className="people"
        frameClassName="frame"
        {...overrides}
      />
    </I18nextProvider>,
  );
}

test('renders the columns in order, the sorted one with aria-sort, each cell named by its column', () => {
  const html = render();
  expect(html).toContain('<th scope="col" aria-sort="descending">');
  expect(html).toContain('<th scope="row" data-label="Name">ada</th>');
  expect(html).toContain('<td data-label="E-mail">ada@example.com</td>');
  expect(html).toContain('<span class="visually-hidden">Actions</span>');
  expect(html.indexOf('Name')).toBeLessThan(html.indexOf('E-mail'));
});

test('a hidden column is in neither the header nor the rows', () => {
  const html = render({ hidden: ['email'] });
  expect(html).not.toContain('E-mail');
  expect(html).not.toContain('ada@example.com');
  expect(html).toContain('Edit ada');
});

test('no rows: the list’s own empty state instead of a table', () => {
  expect(render({ rows: [] })).toBe('<p class="empty">Nobody</p>');
});

test('with selection, a checkbox per row named for it, checked for the selected, and one for the page', () => {
  const html = render({ selection: { selected: ['2'], onChange: () => {}, rowLabel: (person) => `Select ${person.name}`, pageLabel: 'Select the page' } });
  expect(html).toContain('aria-label="Select the page"');
  expect(html).toMatch(/<input type="checkbox" aria-label="Select ada"\/>/);
  expect(html).toMatch(/<input type="checkbox" aria-label="Select bob" checked=""\/>/);
});

test('a sort bar stands in for the headers on cards: a button per sortable column, the current order pressed', () => {
  const html = render();
  expect(html).toContain('role="group" aria-label="Sort by"');
  expect(html).toMatch(/<button type="button" class="data-table__sort-button data-table__sort-button--active" aria-pressed="true">Name<span class="visually-hidden">descending<\/span>/);
  expect(html).not.toMatch(/data-table__sort-button[^>]*>E-mail/);
  expect(render({ hidden: ['name'] })).not.toContain('data-table__sort');
});
