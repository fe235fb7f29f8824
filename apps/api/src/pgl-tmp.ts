import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

let t = Date.now();
const a = new PGlite('memory://', { extensions: { pg_trgm } });
await a.query('select 1');
console.log('init', Date.now() - t);
t = Date.now();
await a.exec('create extension pg_trgm; create table x(id int)');
const dump = await a.dumpDataDir('none');
console.log('dump', Date.now() - t, dump.size);
t = Date.now();
const b = new PGlite('memory://', { extensions: { pg_trgm }, loadDataDir: dump });
await b.query('select * from x');
console.log('load', Date.now() - t);
t = Date.now();
const c = new PGlite('memory://', { extensions: { pg_trgm }, loadDataDir: dump });
await c.query('select * from x');
console.log('load2', Date.now() - t);
