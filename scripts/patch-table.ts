/**
 * `npm run patches`: writes the patch register (plugins/patch-register/patches.ts)
 * into the README's patch table, between its two marker comments. The unit
 * tests fail while the two differ.
 */
import fs from 'node:fs';
import path from 'node:path';
import {patchTable} from '../plugins/patch-register';
import {README_TABLE} from '../plugins/patch-register/readme';

const readme = path.resolve(__dirname, '../README.md');
const text = fs.readFileSync(readme, 'utf8');
const next = README_TABLE.replace(text, patchTable());
fs.writeFileSync(readme, next);
console.log(next === text ? 'README patch table already up to date' : 'README patch table updated');
