#!/usr/bin/env python3
"""hot-sections.py BINARY OUT: the functions a release build of set-game runs, as the linker's
section ordering file (`make hot-sections`).

Plays five sessions of BINARY under callgrind on DISPLAY (a new game at 1000x720 with 100
clicks on its cards through the X server; a 1920x1080 game dealt to 81 cards, resized and
started again; a game played from the keyboard through every panel, theme and key, then
quit; the same game resumed; the 1000x720 game resumed the way a player starts it, from
its own data folder) and writes to OUT every function of the binary that ran, one
`.text.NAME` line each (the section each function has with -function-sections), sorted.
The release link lays those sections out together, so the pages of the binary that a game
touches are few: the kernel maps a program's pages 64 KB around each one used.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

binary, out = os.path.abspath(sys.argv[1]), sys.argv[2]
work = tempfile.mkdtemp(prefix='hot-sections-')
env = dict(os.environ)
env.setdefault('SET_GAME_ASSETS', os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'Assets'))


class Game:
    """BINARY under callgrind, driven through its `--commands` protocol."""

    def __init__(self, name, size, data, fresh):
        self.profile = os.path.join(work, name + '.callgrind')
        arguments = ['--seed', '1', '--size', size, '--commands', '--data-dir', data] + (['--new'] if fresh else [])
        self.process = subprocess.Popen(
            ['valgrind', '--tool=callgrind', '--demangle=no', '--dump-instr=no',
             '--callgrind-out-file=' + self.profile, binary] + arguments,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, text=True)

    def send(self, line):
        self.process.stdin.write(line + '\n')
        self.process.stdin.flush()

    def state(self):
        self.send('state')
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise SystemExit('hot-sections: the game ended early')
            if line.startswith('{'):
                return json.loads(line)

    def settle(self):
        for _ in range(240):
            if not self.state().get('animating'):
                return
            time.sleep(0.5)

    def quit(self):
        self.send('quit')
        self.process.wait(300)


def clicks(game):
    """100 clicks on the first 12 cards through the X server, as `make bench` clicks."""
    cards = [card['frame'] for card in game.state()['cards']][:12]
    window = subprocess.run(['xdotool', 'search', '--sync', '--onlyvisible', '--name', '^Set$'],
                            capture_output=True, text=True, env=env, check=True).stdout.split()[0]
    steps = []
    for index in range(100):
        x, y, width, height = cards[index % len(cards)]
        steps += ['mousemove', '--window', window, str(int(x + width / 2)), str(int(y + height / 2)),
                  'click', '1', 'sleep', '0.3']
    subprocess.run(['xdotool'] + steps, env=env, check=True)


def full_table(game):
    for _ in range(23):
        game.send('key Space')
    game.settle()
    for line in ['resize 1000 720', 'resize 1920 1080', 'key Ctrl+N']:
        game.send(line)
        game.settle()


def keyboard(game):
    for key in ['Ctrl+H', 'Ctrl+H', 'Ctrl+H', 'Escape', 'a', 'b', 'c', 'Escape', 'Space', 'F1', 'Escape',
                'F2', 'Down', 'Escape', 'F3', 'Escape', 'Ctrl+T', 'Ctrl+P', 'Ctrl+L', 'Ctrl+T', 'Ctrl+P',
                'Ctrl+L', 'Ctrl+R', 'Ctrl+R', 'Up', 'Down', 'Left Shift', 'Escape', 'Ctrl+M', 'Ctrl+M']:
        game.send('key ' + key)
        time.sleep(0.3)
    game.settle()
    for card in game.state()['cards'][:6]:
        x, y, width, height = card['frame']
        game.send('click %d %d' % (x + width / 2, y + height / 2))
        time.sleep(0.3)
    game.settle()
    game.send('resize 1280 800')
    game.settle()


played = os.path.join(work, 'played')
clicked = os.path.join(work, 'clicked')
for name, size, data, fresh, play in [('clicks', '1000x720', clicked, True, clicks),
                                      ('table', '1920x1080', os.path.join(work, 'table'), True, full_table),
                                      ('keyboard', '1000x720', played, True, keyboard),
                                      ('resumed', '1000x720', played, False, keyboard),
                                      ('clicks-resumed', '1000x720', clicked, False, clicks)]:
    os.makedirs(data, exist_ok=True)
    game = Game(name, size, data, fresh)
    game.settle()
    play(game)
    game.settle()
    game.quit()
    print('hot-sections: %s played' % name, file=sys.stderr)

# Callgrind names each object (ob=, cob= for a callee's) and function (fn=, cfn=) once in
# full, then by number; a recursive call's name has a suffix 'N.
names = set()
for profile in sorted(os.listdir(work)):
    if not profile.endswith('.callgrind'):
        continue
    objects, functions, current, callee = {}, {}, None, None
    for line in open(os.path.join(work, profile), errors='replace'):
        match = re.match(r'(c?ob|c?fn)=\((\d+)\)(?: (.*))?$', line.rstrip('\n'))
        if not match:
            continue
        kind, number, name = match.groups()
        table = objects if kind.endswith('ob') else functions
        if name:
            table[number] = name
        if kind == 'ob':
            current = objects.get(number)
        elif kind == 'cob':
            callee = objects.get(number)
        else:
            owner = current if kind == 'fn' else (callee or current)
            if kind == 'cfn':
                callee = None
            if owner and os.path.realpath(owner) == os.path.realpath(binary) and functions.get(number):
                names.add(re.sub(r"'\d+$", '', functions[number]))
shutil.rmtree(work)
names = sorted(name for name in names if not name.startswith('0x') and ' ' not in name)
with open(out, 'w') as file:
    # First the functions without a symbol (closures' and objects' destroyers, .L names):
    # a few bytes each, and many of them run.
    file.write('.text..L*\n' + ''.join('.text.%s\n' % name for name in names))
print('hot-sections: %d functions written to %s' % (len(names), out), file=sys.stderr)
