// Files kept in the database, on every database driver: the storage contract, and prefixes matched literally.
import { describeDriver, testDrivers, type TestDatabase } from '../../test/support';
import { migrate } from '../db/migrate';
import { createPostgresStorage } from './postgres-storage';
import type { Storage } from './storage';
import { behavesAsStorage } from './storage-contract';

for (const driver of testDrivers) {
  describeDriver(driver)(`database storage on ${driver.name}`, () => {
    let database: TestDatabase;
    let storage: Storage;

    beforeAll(async () => {
      database = await driver.open();
      await migrate(database.connection);
    });
    afterAll(() => database.dispose());
    beforeEach(async () => {
      await database.connection.transaction((tx) => tx.exec('delete from stored_objects'));
      storage = createPostgresStorage(database.connection.db);
    });

    behavesAsStorage({
      storage: () => storage,
      // Everything stored so far becomes a minute older.
      thenLater: () => database.connection.transaction((tx) => tx.exec("update stored_objects set created_at = created_at - interval '1 minute'")),
    });

    it('matches a prefix literally: an underscore is not a wildcard', async () => {
      await storage.put('avatars', 'a_b/1.png', Buffer.from('x'), 'image/png');
      await storage.put('avatars', 'axb/1.png', Buffer.from('y'), 'image/png');
      expect((await storage.list('avatars', 'a_b/')).map((o) => o.key)).toEqual(['a_b/1.png']);
    });
  });
}
