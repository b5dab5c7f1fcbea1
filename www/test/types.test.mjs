// The package's TypeScript declarations: `tsc --strict --noEmit` on types-check.ts, which uses
// the whole API (single- and multi-device) through the built package's webxla.d.ts.
// Needs www/pkg (bash pkg-template/build.sh www/pkg). Run: cd www/test && npm ci && node --test types.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

test("webxla.d.ts type-checks the API as documented (tsc --strict)", () => {
  const tsc = require.resolve("typescript/bin/tsc");
  const r = spawnSync(process.execPath, [tsc, "--noEmit", "--strict", "--target", "es2022",
    "--module", "es2022", "--moduleResolution", "bundler", "--lib", "esnext,dom",
    path.join(HERE, "types-check.ts")], { encoding: "utf8" });
  console.log(`tsc ${require("typescript/package.json").version}: exit ${r.status}`);
  assert.equal(r.status, 0, `tsc reported:\n${r.stdout}${r.stderr}`);
});
