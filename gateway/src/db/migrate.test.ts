// The migration runner, against every available database driver.
import { describeDriver, testDrivers, type TestDatabase } from '../../test/support';
import { migrate, readMigrations } from './migrate';

describe('readMigrations', () => {
  it('reads the SQL files in name order', () => {
    const names = readMigrations().map((m) => m.name);
    expect(names[0]).toBe('0001_contact_submissions');
    expect(names).toEqual([...names].sort());
  });
});

for (const driver of testDrivers) {
  describeDriver(driver)(`migrate (${driver.name})`, () => {
    let database: TestDatabase;

    beforeAll(async () => {
      database = await driver.open();
    });
    afterAll(() => database?.dispose());

    async function recorded(): Promise<string[]> {
      const rows = await database.connection.transaction((tx) =>
        tx.query<{ name: string }>('select name from schema_migrations order by name'),
      );
      return rows.map((row) => row.name);
    }

    it('applies each migration once and records it', async () => {
      const all = readMigrations().map((m) => m.name);
      expect(await migrate(database.connection)).toEqual(all);
      expect(await migrate(database.connection)).toEqual([]);
      expect(await recorded()).toEqual(all);
    });

    it('rolls a failing migration back entirely', async () => {
      const broken = { name: '9999_broken', sql: 'create table half_done (id int);\nselect no_such_column from half_done;' };
      await expect(migrate(database.connection, [...readMigrations(), broken])).rejects.toThrow(/no_such_column/);
      expect(await recorded()).not.toContain('9999_broken');
      const tables = await database.connection.transaction((tx) =>
        tx.query<{ n: number }>("select count(*)::int as n from information_schema.tables where table_name = 'half_done'"),
      );
      expect(tables[0]?.n).toBe(0);
    });
  });
}
