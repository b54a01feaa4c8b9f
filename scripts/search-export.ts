/**
 * `npm run search:export`: writes every search record of the build, in the
 * shape DocSearch's crawler gives an Algolia index, to
 * `build/search-index/algolia-records.json`, ready to push to Algolia (or any
 * DocSearch-compatible engine) with its own import tools. Run after a build.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expandShard, type CompactShard} from '../src/search/shardFormat';
import {SEARCH_INDEX_DIR} from '../src/search/types';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const dir = path.join(buildDir, SEARCH_INDEX_DIR);
const target = path.join(dir, 'algolia-records.json');

if (!fs.existsSync(dir)) {
  console.error(`No search index in ${dir}. Run "npm run build" first.`);
  process.exit(2);
}

const records = fs
  .readdirSync(dir)
  .filter((name) => name.endsWith('.json') && name !== path.basename(target))
  .sort()
  .flatMap((name) => expandShard(JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as CompactShard));

fs.writeFileSync(target, JSON.stringify(records, null, 2));
console.log(`${records.length} records written to ${path.relative(process.cwd(), target)}`);
