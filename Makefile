# Set — build, run and test. `make run` plays; `make test` runs every test.
# Both install the Debian packages they need first (skipped when all are present).
# `make install` / `make uninstall` (PREFIX, DESTDIR) and `make deb` install it like any game.

SWIFT        ?= swift
# SDL_image is opened at run time to read and write PNGs (screenshots, goldens), never
# linked: its library is needed, not its headers. gettext's msgfmt compiles the catalogues.
RUN_PACKAGES  = libsdl2-dev libsdl2-gfx-dev libsdl2-ttf-dev libsdl2-image-2.0-0 gettext
TEST_PACKAGES = $(RUN_PACKAGES) xvfb xdotool wmctrl matchbox-window-manager x11-xserver-utils
DEB_PACKAGES  = $(RUN_PACKAGES) dpkg-dev lintian desktop-file-utils appstream fonts-dejavu-core
ICON_PACKAGES = librsvg2-bin
SWIFT_TEST_FLAGS ?=

# Where `make install` puts the game: the binary in $(BINDIR), the assets in
# $(DATADIR)/set-game, where the binary looks for them (<binary>/../share/set-game).
PREFIX  ?= /usr/local
DESTDIR ?=
BINDIR  ?= $(PREFIX)/bin
DATADIR ?= $(PREFIX)/share
MANDIR  ?= $(DATADIR)/man
# Empty: the bundled fonts are copied. A folder: the fonts are links into it (the .deb
# links to fonts-dejavu-core's files).
SYSTEM_FONTS ?=
# The one place the version lives.
VERSION := $(shell sed -n 's/.*static let version = "\(.*\)".*/\1/p' Sources/SetGameApp/Launch/Version.swift)
ICON_SIZES = 48 128 256
METAINFO   = example.a_seed_e323ab2a.set_game.metainfo.xml

.PHONY: all run release build test test-asan soak soak-frames goldens bench screenshots deps-run deps-test clean
.PHONY: install uninstall deb test-install icons deps-deb pot locale hot-sections

all: build

# Installs whatever of the listed Debian packages is missing.
define install_missing
	@missing=""; for p in $(1); do dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  sudo=""; [ "$$(id -u)" -ne 0 ] && sudo=sudo; \
	  $$sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq --no-install-recommends $$missing; \
	fi
endef

deps-run:
	$(call install_missing,$(RUN_PACKAGES))

deps-test:
	$(call install_missing,$(TEST_PACKAGES))

deps-deb:
	$(call install_missing,$(DEB_PACKAGES))

# The release build, as the game ships: the Swift runtime linked in (no toolchain needed to
# run it, and it starts sooner and takes less memory than loading the runtime's shared
# libraries), no $$ORIGIN search path, relocations read-only before it starts (bind now).
# And as few of the binary's pages touched as can be (the kernel maps a program's pages
# 64 KB around each one used, and all of them count in its memory): its own symbols not
# exported (nothing looks them up), and each function in a
# section of its own (-function-sections), those a game runs laid out together
# (packaging/hot-sections.txt, `make hot-sections`). SwiftPM does not rebuild for a change
# of -Xswiftc flags: after changing them, `rm -rf .build/x86_64-unknown-linux-gnu/release`.
# `make run`, `make bench` and `make install` all build with these flags, so they share one build.
HOT_SECTIONS  = packaging/hot-sections.txt
RELEASE_FLAGS = -c release --static-swift-stdlib --disable-local-rpath -Xlinker -z -Xlinker now \
  -Xlinker --no-export-dynamic -Xswiftc -Xfrontend -Xswiftc -function-sections \
  -Xlinker --section-ordering-file=$(CURDIR)/$(HOT_SECTIONS)

# SwiftPM does not know the ordering file: a binary older than it is linked again.
define relink_if_reordered
	@for binary in .build/release/set-game .build/release/set-bench; do \
	  [ ! -e $$binary ] || [ $$binary -nt $(HOT_SECTIONS) ] || rm -f $$binary; \
	done
endef

release: deps-run locale
	$(relink_if_reordered)
	$(SWIFT) build $(RELEASE_FLAGS) --product set-game

build: deps-run locale
	$(SWIFT) build

## Play: builds in release mode and opens the game.
run: release
	./.build/release/set-game $(ARGS)

## Every test: unit, property, screenshot and end-to-end (real window under Xvfb). The
## pure suites (rules, geometry, storage, sound synthesis, protocol parsing) run in
## parallel; then everything else one test at a time: SDL2_gfx keeps C statics, and the
## real-window tests time what they see.
PURE_TESTS = ^(SetCoreTests|LayoutTests|StorageTests|SoundTests|SessionTests|JSONCodingTests)\.|^SetGameAppTests\.(CommandParserTests|LineReaderTests)/
test: deps-test locale
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --parallel --filter '$(PURE_TESTS)' $(SWIFT_TEST_FLAGS)
	Tests/with-xvfb.sh $(SWIFT) test --skip-build --no-parallel --skip '$(PURE_TESTS)' $(SWIFT_TEST_FLAGS)

## The headless fuzzers and time-bound tests against `set-game` built with AddressSanitizer
## (in its own scratch path): any report, leak or crash fails them.
ASAN_SCRATCH  = .build-asan
ASAN_TESTS    = ProtocolFuzzTests|WholeGameFuzzTests|TimeBoundsTests|ScreenshotFailureTests
test-asan: deps-test locale
	$(SWIFT) build --build-tests
	$(SWIFT) build --product set-game --sanitize=address --scratch-path $(ASAN_SCRATCH)
	SET_GAME_BINARY=$(CURDIR)/$(ASAN_SCRATCH)/debug/set-game \
	ASAN_OPTIONS=detect_leaks=1:exitcode=99 \
	  $(SWIFT) test --skip-build --no-parallel --filter '$(ASAN_TESTS)'

## The real-window monkey of `make test` for SOAK_MINUTES (30) minutes: random clicks, keys
## tapped and held, wheel, resizes, minimize and restore, then close and resume; prints the
## steps, the resident-memory curve (a sample a minute) and the crashes (there must be none).
SOAK_MINUTES ?= 30
soak: deps-test
	$(SWIFT) build --build-tests
	SET_MONKEY_SECONDS=$$(( $(SOAK_MINUTES) * 60 )) \
	  Tests/with-xvfb.sh $(SWIFT) test --skip-build --no-parallel --filter MonkeyTests

## Frames drawn in part against frames drawn whole (`PartialFramesTests`) played longer: each
## of its eight games with its own seed and six more, 1,500 frames each (56 games, about 20
## minutes on one core), and the six at one pixel a point in a real window, 750 frames each
## (42 games, about 20 minutes more). A game that failed plays again alone with the same
## variables and SET_PARTIAL_ONLY='its name' (e.g. 'the daily puzzle #3').
soak-frames: deps-test
	$(SWIFT) build --build-tests
	SET_PARTIAL_ROUNDS=6 SET_PARTIAL_FRAMES=1500 \
	  Tests/with-xvfb.sh $(SWIFT) test --skip-build --no-parallel --filter PartialFramesTests

## Re-records every golden screenshot (then look at them before committing). Each golden
## written is reported as an issue naming its file, never as a pass, so the run lists what
## it recorded and ends with a failure status by design.
goldens: deps-test locale
	$(SWIFT) build --build-tests
	-SET_RECORD_GOLDENS=1 Tests/with-xvfb.sh $(SWIFT) test --skip-build --no-parallel --filter 'GoldenTests|ScreenshotTests'
	@echo "make goldens: the goldens above were written; look at them (git diff --stat) before committing"

clean:
	rm -rf .build

## Release-mode benchmark: frame times (software renderer), card face cost, launch, idle CPU, memory;
## the real window at 1920×1080 and 3840×2160 (a screen large enough for it). SET_BENCH_BEFORE=PATH
## measures another build of set-game beside this one.
bench: deps-test
	$(relink_if_reordered)
	$(SWIFT) build $(RELEASE_FLAGS) --product set-game
	$(SWIFT) build $(RELEASE_FLAGS) --product set-bench
	XVFB_SCREEN=3840x2160x24 Tests/with-xvfb.sh ./.build/release/set-bench

## Re-makes packaging/hot-sections.txt: the functions the release build runs in a few scripted
## games (new, full table, keyboard and panels, resumed, 100 clicks), found with callgrind
## under Xvfb (about 5 minutes). Functions new since it was made still work, only outside
## the pages laid out together: re-make it when the binary's resident pages grow (make bench).
hot-sections: deps-test release
	$(call install_missing,valgrind)
	Tests/with-xvfb.sh python3 packaging/hot-sections.py .build/release/set-game $(HOT_SECTIONS)

## Re-makes the README's screenshots with the game's own headless `screenshot` command:
## a game in both orientations, the dark theme (Ctrl+T), the curved squiggle (F2, then
## the Squiggle row of the settings), the review and the statistics.
SHOT = ./.build/debug/set-game --headless --new
screenshots: build
	printf 'settle\nclick 180 250\nclick 345 250\nsettle\nscreenshot Assets/screenshots/landscape.png\n' | \
	  $(SHOT) --seed 7 --size 1000x720
	printf 'settle\nscreenshot Assets/screenshots/portrait.png\n' | $(SHOT) --seed 11 --size 720x1000
	printf 'settle\nkey Ctrl+T\nclick 180 250\nsettle\nscreenshot Assets/screenshots/dark.png\n' | \
	  $(SHOT) --seed 7 --size 1000x720
	printf 'settle\nkey F2\nclick 500 412\nkey Escape\nsettle\nscreenshot Assets/screenshots/curved.png\n' | \
	  $(SHOT) --seed 7 --size 1000x720
	# The review and the statistics need a finished game and a statistics file: their
	# pictures are the goldens that draw them (make goldens re-makes those).
	cp Tests/ScreenshotTests/Goldens/review-first-step-light.png Assets/screenshots/review.png
	cp Tests/ScreenshotTests/Goldens/stats-light.png Assets/screenshots/stats.png

## Installs the game under $(PREFIX) (DESTDIR honoured): binary, assets, desktop entry,
## icons, AppStream metainfo, man page.
install: release
	$(install_files)

# The files `make install` and `make deb` put in place.
define install_files
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(DATADIR)/set-game/fonts
	install -m 755 .build/release/set-game $(DESTDIR)$(BINDIR)/set-game
	strip --strip-unneeded --remove-section=.comment --remove-section=.note $(DESTDIR)$(BINDIR)/set-game
	for font in DejaVuSans.ttf DejaVuSans-Bold.ttf; do \
	  if [ -n "$(SYSTEM_FONTS)" ]; then ln -sf "$(SYSTEM_FONTS)/$$font" $(DESTDIR)$(DATADIR)/set-game/fonts/$$font; \
	  else install -m 644 Assets/fonts/$$font $(DESTDIR)$(DATADIR)/set-game/fonts/$$font; fi; \
	done
	[ -n "$(SYSTEM_FONTS)" ] || install -m 644 Assets/fonts/LICENSE-DejaVu.txt $(DESTDIR)$(DATADIR)/set-game/fonts/
	install -D -m 644 packaging/set-game.desktop $(DESTDIR)$(DATADIR)/applications/set-game.desktop
	for size in $(ICON_SIZES); do \
	  install -D -m 644 packaging/icons/hicolor/$${size}x$${size}/apps/set-game.png \
	    $(DESTDIR)$(DATADIR)/icons/hicolor/$${size}x$${size}/apps/set-game.png; \
	done
	install -D -m 644 packaging/icons/hicolor/scalable/apps/set-game.svg $(DESTDIR)$(DATADIR)/icons/hicolor/scalable/apps/set-game.svg
	install -D -m 644 packaging/$(METAINFO) $(DESTDIR)$(DATADIR)/metainfo/$(METAINFO)
	for lang in $(LANGUAGES); do \
	  install -D -m 644 $(LOCALE_DIR)/$$lang/LC_MESSAGES/set-game.mo $(DESTDIR)$(DATADIR)/locale/$$lang/LC_MESSAGES/set-game.mo; \
	done
	install -d $(DESTDIR)$(MANDIR)/man6
	sed 's/@VERSION@/$(VERSION)/' packaging/set-game.6 > $(DESTDIR)$(MANDIR)/man6/set-game.6
	chmod 644 $(DESTDIR)$(MANDIR)/man6/set-game.6
endef

## Removes what `make install` put under $(PREFIX) (same PREFIX and DESTDIR).
uninstall:
	rm -f $(DESTDIR)$(BINDIR)/set-game
	rm -rf $(DESTDIR)$(DATADIR)/set-game
	rm -f $(DESTDIR)$(DATADIR)/applications/set-game.desktop $(DESTDIR)$(DATADIR)/metainfo/$(METAINFO)
	rm -f $(foreach size,$(ICON_SIZES),$(DESTDIR)$(DATADIR)/icons/hicolor/$(size)x$(size)/apps/set-game.png)
	rm -f $(DESTDIR)$(DATADIR)/icons/hicolor/scalable/apps/set-game.svg
	rm -f $(DESTDIR)$(MANDIR)/man6/set-game.6
	rm -f $(foreach lang,$(LANGUAGES),$(DESTDIR)$(DATADIR)/locale/$(lang)/LC_MESSAGES/set-game.mo)

## The Debian package, in .build/deb/, checked with lintian, desktop-file-validate and appstreamcli.
deb: PREFIX = /usr
deb: BINDIR = /usr/games
deb: DESTDIR = .build/deb/root
deb: SYSTEM_FONTS = ../../fonts/truetype/dejavu
deb: deps-deb release
	rm -rf .build/deb
	$(install_files)
	VERSION=$(VERSION) packaging/build-deb.sh

## Builds the .deb, installs it, plays a headless game from another folder, removes it.
test-install: deb
	packaging/test-install.sh .build/deb/set-game_$(VERSION)-1_$$(dpkg --print-architecture).deb

## Re-renders the PNG icons from the SVG (then look at them before committing).
icons:
	$(call install_missing,$(ICON_PACKAGES))
	for size in $(ICON_SIZES); do \
	  rsvg-convert -w $$size -h $$size packaging/icons/hicolor/scalable/apps/set-game.svg \
	    -o packaging/icons/hicolor/$${size}x$${size}/apps/set-game.png; \
	done

## The languages (I1, docs/languages.md): po/set-game.pot made from the sources, each
## po/LL.po compiled into .build/locale/LL/LC_MESSAGES/set-game.mo, where the build finds it.
LANGUAGES  = de es fr
LOCALE_DIR = .build/locale
MO_FILES   = $(foreach lang,$(LANGUAGES),$(LOCALE_DIR)/$(lang)/LC_MESSAGES/set-game.mo)
## Re-makes po/set-game.pot from every tr/trn/trLater in the sources, then merges it into each po/LL.po.
pot:
	$(call install_missing,gettext)
	po/make-pot.sh
	for lang in $(LANGUAGES); do msgmerge --quiet --update --backup=none --no-wrap po/$$lang.po po/set-game.pot; done

locale: $(MO_FILES)

$(LOCALE_DIR)/%/LC_MESSAGES/set-game.mo: po/%.po | deps-run
	@mkdir -p $(dir $@)
	msgfmt --check --output-file=$@ $<
