// Opens the embedded database driver in worker threads that end with statements still alive: the
// teardown that made better-sqlite3 12 abort the whole process on Node 24 (`(env) != nullptr`).
const { Worker, isMainThread, workerData } = require('node:worker_threads');

if (isMainThread) {
  const [databaseFile, rounds] = process.argv.slice(2);
  let left = Number(rounds);
  const next = () => {
    const worker = new Worker(__filename, { workerData: databaseFile });
    worker.on('error', (error) => {
      console.error(error);
      process.exitCode = 1;
    });
    worker.on('exit', () => {
      left -= 1;
      if (left > 0) next();
      else console.log('all workers ended');
    });
  };
  next();
} else {
  const SQLite = require('better-sqlite3');
  const database = new SQLite(workerData);
  database.exec('create table if not exists t (id integer primary key, v text)');
  const alive = [];
  database.transaction(() => {
    for (let i = 0; i < 5000; i++) {
      const statement = database.prepare(`insert into t (v) values ('${i}')`);
      statement.run();
      if (i % 100 === 0) alive.push(statement);
    }
  })();
  setTimeout(() => process.exit(0), 5);
}
