#!/usr/bin/env bash
# Checks that the builds CI and users run after `cargo test --workspace --release` resolve
# every shared dependency with the same features as that test build, so they reuse its
# artifacts instead of rebuilding webxla and wgpu (cargo builds a crate once per feature set):
# `cargo run --release` (the default members), `cargo build -p webxla-pjrt`
# (tests/pjrt/run.sh) and `cargo test -p webxla-distributed` (its jaxlib interop tests).
# The root Cargo.toml's "feature unification" dependencies keep them equal; when this fails,
# add the crate and features it names there (or to the member it names).
set -euo pipefail
cd "$(dirname "$0")/.."
target=$(rustc -vV | sed -n 's/^host: //p')
tree() { cargo tree "$@" --target "$target" -f '{p} [{f}]' --prefix none 2>/dev/null | sort -u; }
workspace=$(tree --workspace -e normal,build,dev)
status=0
for sel in "-p webxla -p webxla-native-host" "-p webxla-pjrt" "-p webxla-distributed"; do
  # shellcheck disable=SC2086
  diff=$(python3 - <(tree $sel -e normal,build) <(printf '%s\n' "$workspace") <<'EOF'
import re, sys
def load(path):
    sets = {}
    for line in open(path):
        m = re.match(r'(\S+) v(\S+)(?: \(.*?\))? \[(.*)\]', line.strip())
        if m:
            sets.setdefault((m[1], m[2]), set()).update(f for f in m[3].split(',') if f)
    return sets
alone, workspace = load(sys.argv[1]), load(sys.argv[2])
for key in sorted(alone):
    if key in workspace and alone[key] != workspace[key]:
        print(f"  {key[0]} {key[1]}: lacks {sorted(workspace[key] - alone[key])}")
EOF
)
  if [ -n "$diff" ]; then
    echo "cargo features: \`$sel\` resolves these crates with fewer features than the workspace's tests:"
    echo "$diff"
    status=1
  fi
done
[ $status = 0 ] && echo "cargo features: the lone builds resolve as the workspace's tests do"
exit $status
