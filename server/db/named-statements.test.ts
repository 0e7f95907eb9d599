import { statementName, withStatementName } from './named-statements';

describe('named statements', () => {
  test('a row statement gets a name derived from its text: the same text, the same name', () => {
    const select = { text: 'select * from users where id = $1', rowMode: 'array' };
    expect(withStatementName(select)).toEqual({ ...select, name: statementName(select.text) });
    expect(statementName(select.text)).toBe(statementName('select * from users where id = $1'));
    expect(statementName(select.text)).not.toBe(statementName('select * from users where id = $2'));
    expect(statementName(select.text).length).toBeLessThanOrEqual(63);
    for (const text of ['  WITH x as (select 1) select * from x', 'insert into t values ($1)', 'update t set a = $1', 'delete from t where a = $1']) {
      expect(withStatementName({ text })).toMatchObject({ name: statementName(text) });
    }
  });

  test('DDL, scripts, named statements, plain strings and self-submitting queries stay as they are', () => {
    for (const config of [{ text: 'create table t (a int); insert into t values (1)' }, { text: 'vacuum analyze t' }, { text: 'set local x = 1' }, { text: 'select 1', name: 'mine' }]) {
      expect(withStatementName(config)).toBe(config);
    }
    expect(withStatementName('select 1')).toBe('select 1');
    const cursor = { text: 'select * from t', submit: () => undefined };
    expect(withStatementName(cursor)).toBe(cursor);
  });
});
