import { changesBetween } from './changes';

describe('changesBetween', () => {
  it('lists only the fields that differ, each with its value before and after', () => {
    const before = { name: 'Acme', tags: ['food'], city: null as string | null, terms: 30 };
    const after = { name: 'Acme', tags: ['food', 'drinks'], city: 'Milano', terms: 30 };
    expect(changesBetween(before, after, ['name', 'tags', 'city', 'terms'])).toEqual({
      tags: { from: ['food'], to: ['food', 'drinks'] },
      city: { from: null, to: 'Milano' },
    });
  });

  it('names the fields with a prefix when given one', () => {
    expect(changesBetween({ email: 'a@x.it' }, { email: 'b@x.it' }, ['email'], 'contact.')).toEqual({ 'contact.email': { from: 'a@x.it', to: 'b@x.it' } });
  });

  it('ignores the fields it is not asked about', () => {
    expect(changesBetween({ version: 1, name: 'A' }, { version: 2, name: 'A' }, ['name'])).toEqual({});
  });
});
