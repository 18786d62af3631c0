#!/bin/sh
# Runs a command with DISPLAY set to a private Xvfb server (1920x1080, 24-bit, or the
# screen XVFB_SCREEN names, e.g. 3840x2160x24 for `make bench`'s 4K window), started here
# and stopped afterwards, so the end-to-end tests can open real windows. Two runs started
# together may pick the same free number: the one whose server did not start takes the next.
set -eu
n=90
while :; do
  while [ -e "/tmp/.X11-unix/X$n" ] || [ -e "/tmp/.X$n-lock" ]; do n=$((n + 1)); done
  Xvfb ":$n" -screen 0 "${XVFB_SCREEN:-1920x1080x24}" -nolisten tcp >/dev/null 2>&1 &
  xvfb=$!
  trap 'kill $xvfb 2>/dev/null || true' EXIT INT TERM
  tries=0
  while [ ! -e "/tmp/.X11-unix/X$n" ] && kill -0 $xvfb 2>/dev/null; do
    tries=$((tries + 1))
    if [ $tries -gt 100 ]; then echo "with-xvfb: Xvfb :$n did not start" >&2; exit 1; fi
    sleep 0.1
  done
  # The socket may be another run's server, ours having lost the race for the number:
  # the lock file names the server that holds it.
  if [ "$(tr -d ' \n' < "/tmp/.X$n-lock" 2>/dev/null)" = "$xvfb" ]; then break; fi
  if [ $n -gt 190 ]; then echo "with-xvfb: no free display number from :90 to :190" >&2; exit 1; fi
  n=$((n + 1))
done
DISPLAY=":$n" "$@"
