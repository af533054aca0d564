// Where the gateway package and the repository root are on disk, whichever file is running
// (src/ under jest, dist/server.js when bundled), independent of process.cwd().
import fs from 'node:fs';
import path from 'node:path';

const GATEWAY_PACKAGE = '@bullpen/gateway';

function isGatewayPackage(dir: string): boolean {
  try {
    const manifest: unknown = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    return typeof manifest === 'object' && manifest !== null && 'name' in manifest && manifest.name === GATEWAY_PACKAGE;
  } catch {
    return false;
  }
}

/** The gateway package folder: the nearest ancestor of `from` whose package.json is @bullpen/gateway. */
export function findGatewayDir(from: string = __dirname): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (isGatewayPackage(dir)) return dir;
    if (path.dirname(dir) === dir) throw new Error(`Cannot find the ${GATEWAY_PACKAGE} package above ${from}`);
  }
}

/** The repository root: the folder that holds the gateway package. */
export function findRepoRoot(from: string = __dirname): string {
  return path.dirname(findGatewayDir(from));
}
