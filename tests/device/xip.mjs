// The XIP cache model (tools/pico/xip.mjs) on its own: prints what each access pattern cost.
import { XipCache, MISS_CYCLES } from '../../tools/pico/xip.mjs';

const out = { missCycles: MISS_CYCLES };
let c = new XipCache();
for (let pass = 0; pass < 2; pass++) for (let a = 0; a < 16384; a += 4) c.access(0x10000000 + a);
out.fill16k = [c.misses, c.hits, c.stall]; // 16 KB read twice: each line missed once

c = new XipCache();
const same = [0x10000000, 0x10002000, 0x10004000]; // three lines of one set (8 KB apart)
for (const a of [same[0], same[1], same[0], same[2], same[0], same[1]]) c.access(a);
out.lru = [c.misses, c.hits]; // a, b, a(hit), c (evicts b), a(hit), b(miss)

c = new XipCache();
for (let i = 0; i < 3; i++) c.access(0x12000100); // not cached: every read misses
for (let i = 0; i < 2; i++) c.access(0x11000200); // cached, not allocating: a miss stays a miss
c.access(0x10000300);
c.access(0x11000300); // the same line through the non-allocating alias: a hit
out.aliases = [c.misses, c.hits];

c = new XipCache();
c.access(0x10000000);
c.flush();
c.access(0x10000000);
out.flush = [c.misses, c.hits];
console.log(JSON.stringify(out));
