#!/usr/bin/env bash
# Re-checks the README's two set-up commands the way a new user meets them: a fresh clone
# in an empty folder, then `scripts/setup` and `scripts/test`, each timed. Afterwards it
# lists any shared library the Qt plugins still cannot find (what setup would have missed).
#
#   packaging/fresh-machine-check.sh [REPOSITORY]   (default: this repository's committed state)
#
# Only committed files are cloned. For a machine that has truly never seen the project, run
# it in a new Debian/Ubuntu container or VM (e.g. `docker run -it debian:12`, then
# `apt-get update && apt-get install -y git sudo` and clone); on a used machine the system
# packages already present are reported, since setup skips them and runs faster.
set -euo pipefail
SOURCE="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
WORK="$(mktemp -d)"
LOG="$WORK/log"
mkdir -p "$LOG"
export PIP_NO_CACHE_DIR=1  # download packages as a new machine would, not from pip's cache

status=0
timed() {  # timed <name> <command...>: runs it, logs it, prints the seconds and exit code
    local name="$1" started=$SECONDS rc=0
    shift
    "$@" > "$LOG/$name.out" 2>&1 || rc=$?
    echo "$name: exit $rc, $((SECONDS - started)) s (log: $LOG/$name.out)"
    if [ "$rc" != 0 ]; then
        grep -E '^(FAILED|ERROR)|Fatal Python error' "$LOG/$name.out" >&2 ||
            tail -n 30 "$LOG/$name.out" >&2
        status=$rc
    fi
}

already_present() {  # the system packages setup wants that this machine has already
    sed -n '/^QT_SYSTEM_PACKAGES=(/,/^)/p' scripts/setup | tr -s ' \n' '\n' |
        grep -v -e '^QT_SYSTEM_PACKAGES=(' -e '^)' -e '^$' | while read -r pkg; do
            dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" &&
                printf '%s ' "$pkg"
        done
    echo
}

missing_qt_libraries() {  # shared libraries Qt's plugins need but cannot find
    find .venv/lib/python3*/site-packages/PySide6/Qt/plugins \
        \( -path '*platforms*' -o -path '*xcbglintegrations*' -o -path '*imageformats*' \
           -o -path '*platformthemes*' \) -name '*.so' -print0 |
        xargs -0 -r ldd 2>/dev/null | grep 'not found' | sort -u || true
}

echo "Fresh clone of $SOURCE into $WORK/verifier"
git clone -q "$SOURCE" "$WORK/verifier"
cd "$WORK/verifier"
echo "System packages already present before setup: $(already_present)"

timed setup scripts/setup
[ "$status" = 0 ] || exit "$status"
timed test scripts/test -q
grep -E '(passed|failed).* in [0-9.]+s' "$LOG/test.out" | tail -n 1 || true

missing="$(missing_qt_libraries)"
if [ -n "$missing" ]; then
    echo "Qt plugins miss these libraries (packaging/README.md says which matter):"
    echo "$missing"
else
    echo "Qt plugins: every shared library they need is present."
fi
echo "Clone left in $WORK for inspection; remove it with: rm -rf $WORK"
exit "$status"
