# Set — build, run and test. `make run` plays; `make test` runs every test.
# Both install the Debian packages they need first (skipped when all are present).

SWIFT        ?= swift
RUN_PACKAGES  = libsdl2-dev libsdl2-gfx-dev libsdl2-ttf-dev libsdl2-image-dev
TEST_PACKAGES = $(RUN_PACKAGES) xvfb xdotool
SWIFT_TEST_FLAGS ?=

.PHONY: all run release build test goldens bench screenshots deps-run deps-test clean

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

release: deps-run
	$(SWIFT) build -c release --product set-game

build: deps-run
	$(SWIFT) build

## Play: builds in release mode and opens the game.
run: release
	./.build/release/set-game $(ARGS)

## Every test: unit, property, screenshot and end-to-end (real window under Xvfb).
test: deps-test
	$(SWIFT) build --build-tests
	Tests/with-xvfb.sh $(SWIFT) test --skip-build --no-parallel $(SWIFT_TEST_FLAGS)

## Re-records every golden screenshot (then look at them before committing).
goldens: deps-test
	$(SWIFT) build --build-tests
	SET_RECORD_GOLDENS=1 Tests/with-xvfb.sh $(SWIFT) test --skip-build --no-parallel --filter 'GoldenTests|ScreenshotTests'

clean:
	rm -rf .build

## Release-mode benchmark: frame times (software renderer), card face cost, launch, idle CPU, memory.
bench: deps-test
	$(SWIFT) build -c release --product set-game
	$(SWIFT) build -c release --product set-bench
	Tests/with-xvfb.sh ./.build/release/set-bench

## Re-makes the README's screenshots with the game's own headless `screenshot` command.
screenshots: build
	printf 'settle\nclick 180 250\nclick 345 250\nsettle\nscreenshot Assets/screenshots/landscape.png\n' | \
	  ./.build/debug/set-game --headless --seed 7 --size 1000x720
	printf 'settle\nscreenshot Assets/screenshots/portrait.png\n' | \
	  ./.build/debug/set-game --headless --seed 11 --size 720x1000
