#!/bin/sh
# Writes the template of the game's messages (po/set-game.pot, or the file named) from
# every tr("…"), trn("…", "…", n), trLater("…") and KeyBinding(…, "what it does", …) in
# Sources/. Swift strings read well enough as C ones for xgettext: a message is one literal.
set -eu
cd "$(dirname "$0")/.."
output=${1:-po/set-game.pot}
version=$(sed -n 's/.*static let version = "\(.*\)".*/\1/p' Sources/SetGameApp/Launch/Version.swift)
find Sources -name '*.swift' | LC_ALL=C sort | xargs xgettext --language=C --from-code=UTF-8 \
  --keyword=tr --keyword=trn:1,2 --keyword=trLater --keyword=KeyBinding:3 \
  --add-comments=TRANSLATORS: --no-wrap --sort-by-file \
  --package-name=set-game --package-version="$version" --copyright-holder="the Set game authors" \
  --msgid-bugs-address="https://a-seed-e323ab2a.example/set-game/" --output="$output"
