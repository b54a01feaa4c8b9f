/**
 * Replaces the text of @docusaurus/core's client entry with ./clientEntry.js
 * (see ./index.ts). The replacement is a re-staging of that exact file, so the
 * loader checks it is the file it was written from (@docusaurus/core 3.8.1, by
 * SHA-256) and fails the build otherwise.
 */
'use strict';

const nodeCrypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const FILE = 'lib/client/clientEntry.js';
const TEST = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;
const ORIGINAL_SHA256 = 'a9d6514eaf79c05c7d5275b5139298a5467c1c8339ab8a887c5d8ba61aff9871';
const REPLACEMENT = path.join(__dirname, 'clientEntry.js');

const sha256 = (text) => nodeCrypto.createHash('sha256').update(text).digest('hex');

/** ./clientEntry.js, if `source` is the entry it re-stages; throws otherwise. */
function replace(source) {
  const found = sha256(source);
  if (found !== ORIGINAL_SHA256) {
    throw new Error(
      `staged-start: @docusaurus/core/${FILE} is not the file plugins/staged-start/clientEntry.js re-stages (SHA-256 ${found}, expected ${ORIGINAL_SHA256}); port the changes into it, then update ORIGINAL_SHA256`,
    );
  }
  return fs.readFileSync(REPLACEMENT, 'utf8');
}

module.exports = function stagedStartLoader(source) {
  this.addDependency(REPLACEMENT);
  return replace(source);
};
module.exports.replace = replace;
module.exports.sha256 = sha256;
module.exports.FILE = FILE;
module.exports.TEST = TEST;
module.exports.ORIGINAL_SHA256 = ORIGINAL_SHA256;
