import { ensureStudioInstalled } from '../scripts/install.js';

/** The Studio's tests need its own node_modules; installed once per lock file. */
export default function setup() {
  ensureStudioInstalled();
}
