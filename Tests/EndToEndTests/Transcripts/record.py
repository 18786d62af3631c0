#!/usr/bin/env python3
"""Records the protocol transcripts the game must keep answering the same way.

Each scenario drives `set-game --headless` as a player would (reading `state` to find a
Set, as a client of the protocol does) and writes every command sent and every line the
game printed to NAME.transcript. `TranscriptTests` replays the commands and requires the
same lines, so a change of the game's inner shape shows at once if it changed what the
game does. Run from the repository root after `swift build`:

    Tests/EndToEndTests/Transcripts/record.py [.build/debug/set-game]

Re-record only when the game is meant to behave differently, and read the diff.
"""
import itertools, json, os, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
BINARY = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/set-game"


class Session:
    """One transcript: launches, commands and the lines answered."""

    def __init__(self, name, about):
        self.name, self.lines, self.game = name, [f"# {about}"], None
        self.data = tempfile.mkdtemp(prefix="set-transcript-")

    def launch(self, *flags):
        self.close()
        self.lines.append("launch " + " ".join(flags))
        args = [BINARY] + [f.replace("$DATA", self.data) for f in flags]
        self.game = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, bufsize=1)

    def send(self, command):
        self.lines.append("> " + command)
        self.game.stdin.write(command + "\n")
        self.game.stdin.flush()

    def state(self):
        self.send("state")
        line = self.game.stdout.readline().rstrip("\n")
        self.lines.append("< " + line)
        return json.loads(line)

    def close(self):
        if self.game:
            self.game.stdin.close()
            rest = self.game.stdout.read().splitlines()
            self.lines += ["< " + line for line in rest]
            self.game.wait(timeout=30)
            self.game = None

    def write(self):
        self.close()
        with open(os.path.join(HERE, self.name + ".transcript"), "w") as f:
            f.write("\n".join(self.lines) + "\n")


def is_set(cards):
    return all(len({c[f] for c in cards}) in (1, 3) for f in ("number", "shape", "shading", "color"))


def first_set(state):
    for trio in itertools.combinations(range(len(state["cards"])), 3):
        if is_set([state["cards"][i] for i in trio]):
            return list(trio)
    return None


def first_non_set(state):
    for trio in itertools.combinations(range(len(state["cards"])), 3):
        if not is_set([state["cards"][i] for i in trio]):
            return list(trio)
    return None


def click_card(s, state, index):
    x, y, w, h = state["cards"][index]["frame"]
    s.send(f"click {x + w / 2:.2f} {y + h / 2:.2f}")


def click_button(s, state, name):
    x, y, w, h = state["buttons"][name]
    s.send(f"click {x + w / 2:.2f} {y + h / 2:.2f}")


def pick(s, state, trio, each_state=False):
    for i in trio:
        click_card(s, state, i)
        if each_state:
            s.state()


def play_to_the_end(s, mismatch_every=7, limit=200):
    """Takes the first Set on the table, deals when there is none; a wrong trio now and then."""
    for turn in range(limit):
        s.send("settle")
        state = s.state()
        if state["gameOver"]:
            return state
        if turn % mismatch_every == 3 and first_non_set(state):
            pick(s, state, first_non_set(state))
            s.send("key Escape")
            continue
        trio = first_set(state)
        if trio is None:
            click_button(s, state, "deal")
        else:
            pick(s, state, trio)
            s.send("advance 250")
    raise SystemExit(f"{s.name}: no game over after {limit} turns")


def tour():
    s = Session("tour", "A dealt game: launch, a Set, a wrong trio, hints, deals, scrolling, "
                "resizes, rotation, every overlay and setting, card keys, New Game mid-flight")
    s.launch("--headless", "--seed", "7", "--size", "1000x720")
    s.state()
    for _ in range(3):
        s.send("advance 100")
        s.state()
    s.send("settle")
    state = s.state()
    trio = first_set(state) or [0, 1, 2]
    pick(s, state, trio, each_state=True)
    s.send("advance 120")
    s.state()
    click_card(s, state, 11 if 11 not in trio else 10)
    s.state()
    s.send("settle")
    state = s.state()
    pick(s, state, first_non_set(state))
    s.state()
    s.send("advance 300")
    s.send("key Escape")
    for _ in range(4):
        s.send("key Ctrl+H")
        s.state()
    s.send("key Space")
    s.send("advance 200")
    s.state()
    s.send("settle")
    for key in ["1", "q", "a", "Escape", "z", "Shift+W"]:
        s.send("key " + key)
        s.state()
    for _ in range(6):
        s.send("key Space")
    s.send("settle")
    s.send("resize 640 500")
    s.send("settle")
    s.state()
    for command in ["scroll -3", "key Page Down", "key End", "key Up", "key Home", "scroll 2"]:
        s.send(command)
        s.send("advance 50")
        s.state()
    s.send("resize 720 1000")
    s.send("advance 100")
    s.state()
    s.send("settle")
    s.send("key Ctrl+R")
    s.send("settle")
    s.state()
    s.send("key F1")
    s.state()
    s.send("click 500 500")
    s.send("click 5 5")
    s.state()
    s.send("key F2")
    s.state()
    s.send("click 500 500")
    s.state()
    for key in ["Ctrl+T", "Ctrl+P", "Ctrl+L", "Ctrl+M"]:
        s.send("key " + key)
        s.state()
    s.send("key F2")
    s.send("key F3")
    s.state()
    s.send("key Escape")
    s.send("key F11")
    s.state()
    s.send("key F11")
    s.send("key Ctrl+N")
    s.send("advance 60")
    s.state()
    s.send("settle")
    s.state()
    for size in ["360 640", "3840 2160", "200 200", "7680 4320", "1000 720"]:
        s.send("resize " + size)
        s.send("settle")
        s.state()
    s.send("advance 1e22")
    s.state()
    s.send("quit")
    s.write()


def whole_game(name, about, *flags):
    s = Session(name, about)
    s.launch("--headless", *flags)
    play_to_the_end(s)
    s.send("settle")
    state = s.state()
    click_button(s, state, "review")
    s.state()
    for key in ["Right", "Right", "Left", "Right"]:
        s.send("key " + key)
        s.state()
    s.send("key Escape")
    s.state()
    s.send("key F3")
    s.state()
    s.send("key Escape")
    s.send("key Ctrl+N")
    s.send("settle")
    s.state()
    s.write()


def daily():
    s = Session("daily", "The daily puzzle of 2026-11-22: a wrong trio, a hint refused, Deal refused, "
                "every Set found (one twice), solved")
    s.launch("--headless", "--seed", "1", "--daily", "2026-11-22", "--size", "1000x720")
    s.send("settle")
    state = s.state()
    pick(s, state, first_non_set(state), each_state=True)
    s.send("key Escape")
    s.send("key Ctrl+H")
    s.send("key Space")
    s.state()
    found = []
    for trio in itertools.combinations(range(12), 3):
        if is_set([state["cards"][i] for i in trio]):
            found.append(list(trio))
    pick(s, state, found[0])
    s.state()
    pick(s, state, found[0])
    s.state()
    for trio in found[1:]:
        pick(s, state, trio)
        s.send("advance 500")
        s.state()
    s.send("settle")
    s.state()
    s.send("resize 720 1000")
    s.send("settle")
    s.state()
    s.write()


def resume():
    s = Session("resume", "A game with a data folder: played, quit, resumed (welcome back, the "
                "statistics), quit by end of input, and --new")
    s.launch("--headless", "--seed", "21", "--size", "1000x720", "--data-dir", "$DATA")
    s.send("settle")
    state = s.state()
    trio = first_set(state)
    if trio:
        pick(s, state, trio)
    s.send("advance 400")
    s.send("key Space")
    s.send("settle")
    state = s.state()
    pick(s, state, first_non_set(state)[:2])
    s.send("key Ctrl+T")
    s.state()
    s.send("quit")
    s.launch("--headless", "--seed", "99", "--size", "1000x720", "--data-dir", "$DATA")
    s.state()
    s.send("settle")
    s.send("key F3")
    s.state()
    s.send("key Escape")
    s.send("key Ctrl+H")
    s.state()
    s.close()
    s.launch("--headless", "--seed", "99", "--size", "800x800", "--data-dir", "$DATA", "--junior")
    s.send("settle")
    s.state()
    s.close()
    s.launch("--headless", "--seed", "5", "--size", "800x800", "--data-dir", "$DATA", "--new")
    s.send("settle")
    s.state()
    s.write()


def full_table():
    s = Session("full-table", "All 81 cards: dealt to the end at 1920x1080, then 4K, a phone, "
                "portrait and landscape, scrolling")
    s.launch("--headless", "--seed", "5", "--size", "1920x1080")
    s.send("settle")
    for _ in range(23):
        s.send("key Space")
        s.send("advance 30")
    s.state()
    s.send("settle")
    s.state()
    for size in ["3840 2160", "2160 3840", "360 640", "640 360"]:
        s.send("resize " + size)
        s.send("settle")
        s.state()
        for command in ["key End", "key Page Up", "scroll 1"]:
            s.send(command)
            s.send("settle")
            s.state()
    s.write()


if __name__ == "__main__":
    tour()
    whole_game("whole-game", "A dealt game played to the end (the first Set each turn, a wrong trio now "
               "and then), the review stepped through, statistics, New Game", "--seed", "11", "--size", "1000x720")
    whole_game("junior", "A Junior game played to the end, its review", "--seed", "3", "--size", "900x900",
               "--junior")
    daily()
    resume()
    full_table()
