#!/usr/bin/env bash
# Builds the one-folder Linux program (dist/verifier-app/) with PyInstaller, packs it with
# its launcher entry and icons into dist/verifier-app-<version>-linux-<arch>.tar.gz, and
# smoke-tests the built program in an empty environment (`env -i`, a PATH with nothing
# on it): no Python and no virtual environment is needed to run it.
#
#   packaging/build-linux.sh             build, pack and smoke-test
#   packaging/build-linux.sh --test-only smoke-test an existing dist/verifier-app/
#
# Needs the project's virtual environment (scripts/setup makes it); installs PyInstaller
# into it when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$(pwd)"
PY="$ROOT/.venv/bin/python"
DIST="$ROOT/dist"
APP="$DIST/verifier-app"
APP_ID="io.github.sealedbeforetheopen.Verifier"

if [ ! -x "$PY" ]; then
    echo "No virtual environment at .venv: run scripts/setup first." >&2
    exit 2
fi
VERSION="$("$PY" -c 'import verifier_app; print(verifier_app.__version__)')"

build() {
    if ! "$PY" -c 'import PyInstaller' 2>/dev/null; then
        echo "Installing PyInstaller into .venv"
        "$PY" -m pip install -q pyinstaller
    fi
    local started=$SECONDS
    "$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
        --distpath "$DIST" --workpath "$ROOT/build/pyinstaller" packaging/verifier-app.spec
    echo "Built $APP in $((SECONDS - started)) s, $(du -sh "$APP" | cut -f1)"
}

pack() {
    local name="verifier-app-$VERSION-linux-$(uname -m)"
    local stage="$ROOT/build/$name"
    rm -rf "$stage" && mkdir -p "$stage"
    cp -a "$APP" "$stage/verifier-app"
    cp packaging/linux/"$APP_ID".desktop packaging/linux/"$APP_ID".metainfo.xml \
       packaging/linux/install.sh packaging/linux/README.txt "$stage/"
    cp -a resources/icons/app "$stage/icons"
    tar -C "$ROOT/build" -czf "$DIST/$name.tar.gz" "$name"
    echo "Packed $DIST/$name.tar.gz ($(du -sh "$DIST/$name.tar.gz" | cut -f1))"
}

# Runs the built program with nothing inherited: no PATH entries, no PYTHON* variables.
# Leading NAME=value arguments are extra variables (env's own syntax).
run_bare() {
    env -i HOME="$SANDBOX/home" XDG_CONFIG_HOME="$SANDBOX/config" PATH="$SANDBOX/empty" \
        LANG=C.UTF-8 "$@"
}

expect() {  # expect <description> <expected exit code> <actual exit code>
    if [ "$2" != "$3" ]; then
        echo "SMOKE FAIL: $1 (exit $3, expected $2)" >&2
        exit 1
    fi
    echo "ok: $1"
}

smoke_test() {
    SANDBOX="$(mktemp -d)"
    trap 'rm -rf "$SANDBOX"' EXIT
    mkdir -p "$SANDBOX/home" "$SANDBOX/config" "$SANDBOX/empty"
    local exe="$APP/verifier-app" demo="$APP/_internal/resources/demo-bundle" rc

    [ -x "$exe" ] || { echo "SMOKE FAIL: no built program at $exe" >&2; exit 1; }
    [ -d "$demo" ] || { echo "SMOKE FAIL: the demo bundle is not embedded" >&2; exit 1; }

    local printed
    printed="$(run_bare "$exe" --version)" && rc=0 || rc=$?
    expect "--version prints $printed" 0 "$rc"
    [ "$printed" = "verifier-app $VERSION" ] || {
        echo "SMOKE FAIL: --version said '$printed', expected 'verifier-app $VERSION'" >&2; exit 1; }

    run_bare "$exe" verify --json "$demo" > "$SANDBOX/verdict.json" && rc=0 || rc=$?
    expect "verify --json on the embedded demo bundle" 0 "$rc"
    # The JSON is read by the build machine's Python, not by the program under test.
    "$PY" - "$SANDBOX/verdict.json" <<'EOF'
import json, sys
report = json.load(open(sys.argv[1], encoding="utf-8"))
steps = " ".join(f"{i}:{s['status']}" for i, s in enumerate(report["steps"], 1))
print(f"   verdict {report['verdict']}; steps {steps}")
if report["verdict"] != "pass":
    sys.exit("SMOKE FAIL: the demo bundle's verdict is not pass")
EOF

    run_bare "$exe" verify --workers 2 "$demo" > /dev/null && rc=0 || rc=$?
    expect "verify with two worker processes (multiprocessing in the frozen build)" 0 "$rc"

    run_bare "$exe" demo "$SANDBOX/flipped" --tamper flip > /dev/null && rc=0 || rc=$?
    expect "demo --tamper flip writes a changed bundle" 0 "$rc"
    run_bare "$exe" verify "$SANDBOX/flipped" > /dev/null && rc=0 || rc=$?
    expect "verify catches the flipped probability (verdict fail)" 1 "$rc"

    run_bare QT_QPA_PLATFORM=offscreen VERIFIER_APP_SMOKE_QUIT_MS=60000 "$exe" \
        > "$SANDBOX/gui.out" 2> "$SANDBOX/gui.err" && rc=0 || rc=$?
    cat "$SANDBOX/gui.out"
    [ "$rc" = 0 ] || cat "$SANDBOX/gui.err" >&2
    expect "window opens offscreen and walks the demo bundle" 0 "$rc"
    grep -q "verdict pass" "$SANDBOX/gui.out" || {
        echo "SMOKE FAIL: the window's verdict is not pass" >&2; exit 1; }
    check_install
    echo "Smoke test passed: $APP runs without Python or a virtual environment."
}

# Installs the packed folder into a scratch prefix and checks what a desktop would see.
check_install() {
    local packed="$ROOT/build/verifier-app-$VERSION-linux-$(uname -m)" prefix="$SANDBOX/prefix"
    local rc printed
    [ -d "$packed" ] || { echo "skipped: install check (nothing packed; build first)"; return; }
    run_bare PATH=/usr/bin:/bin /bin/sh "$packed/install.sh" "$prefix" > /dev/null && rc=0 || rc=$?
    expect "install.sh into a scratch prefix" 0 "$rc"
    printed="$(run_bare "$prefix/bin/verifier-app" --version)" && rc=0 || rc=$?
    expect "the installed command runs ($printed)" 0 "$rc"
    if command -v desktop-file-validate > /dev/null; then
        desktop-file-validate "$prefix/share/applications/$APP_ID.desktop" && rc=0 || rc=$?
        expect "installed launcher entry validates" 0 "$rc"
    fi
    if command -v appstreamcli > /dev/null; then
        appstreamcli validate-tree --no-net "$prefix" > "$SANDBOX/tree.out" 2>&1 && rc=0 || rc=$?
        [ "$rc" = 0 ] || cat "$SANDBOX/tree.out" >&2
        expect "installed tree validates (metainfo, launcher entry, icons)" 0 "$rc"
    fi
    run_bare PATH=/usr/bin:/bin /bin/sh "$packed/install.sh" --uninstall "$prefix" > /dev/null && rc=0 || rc=$?
    [ ! -e "$prefix/bin/verifier-app" ] && [ ! -e "$prefix/lib/verifier-app" ] || rc=1
    expect "install.sh --uninstall removes it" 0 "$rc"
}

# The shipped Sigstore TUF root ages: a build that ships an expired or nearly expired one
# leaves readers unable to update their trusted root (packaging/RELEASE-CHECKLIST.md).
check_trust_anchor() {
    if ! "$PY" packaging/refresh_sigstore_roots.py --check; then
        echo "WARNING: run packaging/refresh_sigstore_roots.py before a release build." >&2
    fi
}

if [ "${1:-}" != "--test-only" ]; then
    check_trust_anchor
    build
    pack
fi
smoke_test
