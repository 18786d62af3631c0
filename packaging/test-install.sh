#!/bin/sh
# `make test-install`: installs the .deb with dpkg, plays a headless game with the installed
# binary from another folder (found through PATH, no build tree, no SET_GAME_ASSETS),
# checks what the package put in place, and removes it again. Exit 0 only when all holds.
set -eu
deb=$(realpath "$1")
version=$(dpkg-deb --field "$deb" Version)
sudo=""; [ "$(id -u)" -ne 0 ] && sudo=sudo

fail() { echo "test-install: $*" >&2; exit 1; }

if dpkg-query -W -f='${Status}' set-game 2>/dev/null | grep -q "ok installed"; then
  fail "set-game is already installed with dpkg; remove it first (dpkg -r set-game)"
fi
work=$(mktemp -d)
cleanup() {
  if dpkg-query -W -f='${Status}' set-game 2>/dev/null | grep -q "ok installed"; then $sudo dpkg -r set-game >/dev/null; fi
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 1' INT TERM HUP

echo "== dpkg -i $(basename "$deb")"
$sudo dpkg -i "$deb"

echo "== the installed files"
for file in /usr/games/set-game /usr/share/applications/set-game.desktop \
            /usr/share/man/man6/set-game.6.gz /usr/share/doc/set-game/copyright \
            /usr/share/icons/hicolor/scalable/apps/set-game.svg \
            /usr/share/icons/hicolor/48x48/apps/set-game.png \
            /usr/share/icons/hicolor/128x128/apps/set-game.png \
            /usr/share/icons/hicolor/256x256/apps/set-game.png; do
  [ -s "$file" ] || fail "$file is missing"
done
ls /usr/share/metainfo/*set_game.metainfo.xml >/dev/null || fail "no metainfo file"
for lang in de es fr; do
  [ -s "/usr/share/locale/$lang/LC_MESSAGES/set-game.mo" ] || fail "the $lang catalogue is missing"
done
grep -q '^License: Expat' /usr/share/doc/set-game/copyright && grep -q '^License: bitstream-vera' /usr/share/doc/set-game/copyright ||
  fail "the copyright file does not give the game's MIT (Expat) and the fonts' licence"
for font in DejaVuSans.ttf DejaVuSans-Bold.ttf; do
  [ -L "/usr/share/set-game/fonts/$font" ] || fail "/usr/share/set-game/fonts/$font is not a link (a bundled copy?)"
  [ "$(realpath "/usr/share/set-game/fonts/$font")" = "/usr/share/fonts/truetype/dejavu/$font" ] ||
    fail "/usr/share/set-game/fonts/$font does not lead to fonts-dejavu-core's $font"
done
if ldd /usr/games/set-game | grep -E "not found|libswift|libFoundation|libdispatch"; then
  fail "the installed binary needs a library the system does not give it (above)"
fi

echo "== set-game from $work, through PATH"
cd "$work"
run() { env -u SET_GAME_ASSETS HOME="$work" PATH=/usr/games:/usr/bin:/bin set-game "$@"; }
[ "$(run --version)" = "${version%-*}" ] || fail "--version printed '$(run --version)', the package is $version"
printf 'state\nsettle\nstate\nscreenshot %s/table.png\nquit\n' "$work" |
  run --headless --seed 7 --size 1000x720 > out.txt 2> err.txt || fail "headless game failed: $(cat err.txt)"
[ ! -s err.txt ] || fail "the headless game wrote to stderr: $(cat err.txt)"
[ "$(wc -l < out.txt)" -eq 2 ] || fail "expected two state lines, got: $(cat out.txt)"
settled=$(sed -n 2p out.txt)
[ "$(echo "$settled" | grep -o '"number"' | wc -l)" -eq 12 ] || fail "expected 12 cards on the table: $settled"
echo "$settled" | grep -q '"animating":false' || fail "the table did not settle: $settled"
[ "$(head -c 8 table.png | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ] || fail "table.png is not a PNG"
echo "state: 12 cards; screenshot: $(wc -c < table.png) bytes"

echo "== set-game in German"
LANGUAGE=de run --help | grep -q "^OPTIONEN:" || fail "LANGUAGE=de set-game --help is not German: $(LANGUAGE=de run --help | head -3)"
# Cards 0, 1 and 2 of seed 7 are not a Set: the message says why, in German, also from LANG
# alone when that locale is not installed.
for variable in LANGUAGE=de LANG=de_DE.UTF-8; do
  printf 'settle\nclick 172 247\nclick 322 247\nclick 471 247\nstate\nquit\n' |
    env "$variable" sh -c 'env -u SET_GAME_ASSETS HOME="$1" PATH=/usr/games:/usr/bin:/bin set-game --headless --seed 7 --size 1000x720' _ "$work" > de.txt ||
    fail "the game in German failed"
  grep -q '"message":"Kein Set: ' de.txt || fail "$variable: no German message in $(cat de.txt)"
done
echo "German: --help and the message of a wrong trio"

echo "== dpkg -r set-game"
cd /
$sudo dpkg -r set-game
for path in /usr/games/set-game /usr/share/set-game /usr/share/applications/set-game.desktop; do
  [ ! -e "$path" ] || fail "$path is still there after dpkg -r"
done
echo "test-install: passed"
