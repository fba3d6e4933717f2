#!/bin/sh
# Installs the verifier for the current user (no administrator rights needed): the program
# folder, a `verifier-app` command, the applications-menu entry and its icons.
#
#   ./install.sh               install into ~/.local
#   ./install.sh PREFIX        install into PREFIX (e.g. /usr/local, as root)
#   ./install.sh --uninstall [PREFIX]
set -eu
APP_ID="io.github.sealedbeforetheopen.Verifier"
HERE="$(cd "$(dirname "$0")" && pwd)"

uninstall=0
if [ "${1:-}" = "--uninstall" ]; then uninstall=1; shift; fi
PREFIX="${1:-$HOME/.local}"
SHARE="$PREFIX/share"

remove() {
    rm -rf "$PREFIX/lib/verifier-app"
    rm -f "$PREFIX/bin/verifier-app" "$SHARE/applications/$APP_ID.desktop" \
          "$SHARE/metainfo/$APP_ID.metainfo.xml"
    rm -f "$SHARE"/icons/hicolor/*/apps/"$APP_ID".png "$SHARE/icons/hicolor/scalable/apps/$APP_ID.svg"
}

refresh_menus() {
    # Menus notice new .desktop files by themselves. An icon cache is refreshed only if one
    # exists already: creating one in ~/.local would hide icons other apps add later.
    touch "$SHARE/icons/hicolor" 2>/dev/null || true
    if [ -f "$SHARE/icons/hicolor/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q "$SHARE/icons/hicolor" 2>/dev/null || true
    fi
}

if [ "$uninstall" = 1 ]; then
    remove
    refresh_menus
    echo "Removed the verifier from $PREFIX."
    exit 0
fi

[ -x "$HERE/verifier-app/verifier-app" ] || { echo "Run this from the unpacked folder." >&2; exit 1; }
remove
mkdir -p "$PREFIX/lib" "$PREFIX/bin" "$SHARE/applications" "$SHARE/metainfo"
cp -a "$HERE/verifier-app" "$PREFIX/lib/verifier-app"
ln -s "$PREFIX/lib/verifier-app/verifier-app" "$PREFIX/bin/verifier-app"
# The menu entry points at the program itself: ~/.local/bin is not always on a desktop's PATH.
sed "s|^Exec=verifier-app\$|Exec=\"$PREFIX/lib/verifier-app/verifier-app\"|" \
    "$HERE/$APP_ID.desktop" > "$SHARE/applications/$APP_ID.desktop"
cp "$HERE/$APP_ID.metainfo.xml" "$SHARE/metainfo/"
for folder in "$HERE"/icons/*; do
    size="$(basename "$folder")"
    mkdir -p "$SHARE/icons/hicolor/$size/apps"
    cp "$folder"/"$APP_ID".* "$SHARE/icons/hicolor/$size/apps/"
done
refresh_menus
echo "Installed. Open \"Sealed Before the Open Verifier\" from your applications menu,"
echo "or run: $PREFIX/bin/verifier-app"
