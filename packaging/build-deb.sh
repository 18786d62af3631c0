#!/bin/sh
# `make deb`, after `make install DESTDIR=.build/deb/root PREFIX=/usr BINDIR=/usr/games`:
# adds the Debian files (control, copyright, changelog), gzips the man page, builds
# .build/deb/set-game_VERSION-1_ARCH.deb and checks it with lintian, desktop-file-validate
# and appstreamcli. Any error stops it with a non-zero status.
set -eu
cd "$(dirname "$0")/.."

: "${VERSION:?VERSION is set by the Makefile from Sources/SetGameApp/Launch/Version.swift}"
out=.build/deb
root=$out/root
arch=$(dpkg --print-architecture)
package_version="$VERSION-1"
deb=$out/set-game_${package_version}_$arch.deb
maintainer=$(sed -n 's/^Maintainer: //p' packaging/deb/control.in)

# Man page and documentation, as Debian policy wants them.
gzip -9nf "$root/usr/share/man/man6/set-game.6"
doc=$root/usr/share/doc/set-game
install -d "$doc"
install -m 644 packaging/deb/copyright "$doc/copyright"
date=$(git log -1 --format=%aD 2>/dev/null || date -R)
printf 'set-game (%s) unstable; urgency=medium\n\n  * Release %s.\n\n -- %s  %s\n' \
  "$package_version" "$VERSION" "$maintainer" "$date" | gzip -9n > "$doc/changelog.Debian.gz"
chmod 644 "$doc/changelog.Debian.gz"

# Depends: the libraries the binary links (dpkg-shlibdeps reads their packages' symbol
# files), SDL_image, which it opens only to write a screenshot (not linked, so that the
# launch does not load it), and the fonts the links in /usr/share/set-game/fonts point to.
shlibs=$(mktemp -d)
trap 'rm -rf "$shlibs"' EXIT
mkdir -p "$shlibs/debian"
printf 'Source: set-game\n\nPackage: set-game\nArchitecture: any\n' > "$shlibs/debian/control"
binary=$(pwd)/$root/usr/games/set-game
libraries=$(cd "$shlibs" && dpkg-shlibdeps -O "$binary" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$libraries" ] || { echo "dpkg-shlibdeps found no libraries for $binary" >&2; exit 1; }
depends="$libraries, libsdl2-image-2.0-0, fonts-dejavu-core"

install -d -m 755 "$root/DEBIAN"
size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
sed -e "s/@VERSION@/$package_version/" -e "s/@ARCH@/$arch/" -e "s/@INSTALLED_SIZE@/$size/" \
    -e "s/@DEPENDS@/$depends/" packaging/deb/control.in > "$root/DEBIAN/control"
(cd "$root" && find usr -type f -exec md5sum {} + | sort -k 2) > "$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"

dpkg-deb --build --root-owner-group "$root" "$deb"
echo "built $deb ($(du -h "$deb" | cut -f1)), Depends: $depends"

echo "== desktop-file-validate"
desktop-file-validate "$root/usr/share/applications/set-game.desktop"
echo "== appstreamcli validate --no-net"
appstreamcli validate --no-net "$root"/usr/share/metainfo/*.metainfo.xml
echo "== lintian"
lintian --fail-on error "$deb"
