#!/usr/bin/python3
"""Walks Intake Desk's window as a screen reader and switch access see it: through AT-SPI, the
operating system's accessibility bus on Linux, not the AccessKit tree inside the test harness.

Run by scripts/atspi-walk.sh (which starts Xvfb, a D-Bus session, the AT-SPI bus and the app on
its sandbox, in the first language); needs python3-pyatspi.
Usage: atspi-walk.py LANGUAGE [LANGUAGE…] [--dump]

It tours every screen and dialog the way an assistive technology does, by the nodes' actions
(AT-SPI's "click") and not by the mouse: start, the About dialog, the shortcut overview,
Connection, the register form and the new-survey dialog for a new patient (each with what its
"Read eID" says on this machine: no reader, no card), the day's list, the
activity log, a demo patient, their edit form, their new-survey dialog, and one of their
surveys with its answers and its history. Buttons, rows and titles are found by the app's own Fluent messages in LANGUAGE
(assets/locales/LANGUAGE/intake-desk.ftl), so the tour holds in every language. One app start:
after the first language's tour the next is chosen in the banner's language list, as a user
would, and the tour starts again from the start screen. After the first language's tour, every
class of hostile day's list (tests/fixtures/README.md) is opened through the system's file dialog
(zenity, where no desktop portal runs) as a user opens a list: the app must stay on the bus and
say why in its sentence, file after file (ATSPI_WALK_HOSTILE_FILES=0 leaves them out).

On each screen and dialog it fails (exit 1, every problem listed) on:
- a window whose name is not "Intake Desk — <screen>" (a screen reader says it on switching);
- a node without a name, other than a filler (what would a screen reader say?);
- two siblings of the same role with the same name (which one is meant?);
- a list item that offers no action (switch access and screen readers cannot open it), or that
  is not a child of its list box (a screen reader would not say "1 of 10" or move within it);
- a list that does not take the focus when asked (a screen reader's "go to the list"), or that
  takes it without one of its rows being selected (nothing would be announced);
- a button, row or dialog of the tour that cannot be found or does not do what it says.
"""

import os
import re
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

# The application's name on the bus is its executable's name.
APP_NAME = os.environ.get("ATSPI_WALK_APP", "intake-desk")
# Roles that only hold others and that assistive technologies skip.
UNNAMED_ALLOWED = {"filler"}
BUTTONS = {"push button", "toggle button", "page tab", "radio button"}
# How the banner's language list names each language: in itself.
OWN_NAMES = {"en": "English", "fr": "Français", "nl": "Nederlands", "de": "Deutsch"}
LOCALES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "assets", "locales")


class TourFailed(Exception):
    """A step of the tour could not be taken: the rest depends on it."""


def messages(language):
    """The simple messages (one line, no selectors) of the app's Fluent file for `language`."""
    found = {}
    with open(os.path.join(LOCALES, language, "intake-desk.ftl"), encoding="utf-8") as ftl:
        for line in ftl:
            match = re.match(r"^([a-z][a-z0-9-]*) = (.+)$", line.rstrip("\n"))
            if match:
                found[match.group(1)] = match.group(2)
    return found


def nodes(root):
    """The tree under `root`, depth first. A node that went away while it was being read (a
    frame of the app replaced it) raises GLib.GError: the callers look again."""
    stack = [root]
    while stack:
        node = stack.pop()
        yield node
        for i in range(node.childCount):
            child = node.getChildAtIndex(i)
            if child is not None:
                stack.append(child)


class Seen:
    """One node as read once over the bus: each property is a D-Bus round trip, so a screen is
    read once and then judged from this copy."""

    def __init__(self, node, parent):
        self.node = node
        self.parent = parent
        self.role = node.getRoleName()
        self.name = node.name
        self.actions = actions(node) if self.role == "list item" else 0
        self.children = []

    def all(self):
        stack = [self]
        while stack:
            seen = stack.pop()
            yield seen
            stack.extend(reversed(seen.children))

    def path(self):
        parts = []
        seen = self
        while seen is not None:
            parts.append(f"{seen.role} {seen.name!r}")
            seen = seen.parent
        return " < ".join(parts)


def snapshot(root):
    """The tree under `root` as it is now (GLib.GError when a node went away while being read)."""
    top = Seen(root, None)
    stack = [top]
    while stack:
        seen = stack.pop()
        for i in range(seen.node.childCount):
            child = seen.node.getChildAtIndex(i)
            if child is not None:
                copy = Seen(child, seen)
                seen.children.append(copy)
                stack.append(copy)
    return top


def actions(node):
    try:
        return node.queryAction().nActions
    except NotImplementedError:
        return 0


def dump(seen, depth=0):
    print("  " * depth + f"{seen.role} {seen.name!r}")
    for child in seen.children:
        dump(child, depth + 1)


def wait_for(condition, seconds=10.0):
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            value = condition()
        except GLib.GError:
            value = None
        if value:
            return value
        time.sleep(0.1)
    return None


def steady(look, attempts=5):
    """`look()`, taken again when a node it read went away under it (the app drew a new frame)."""
    for attempt in range(attempts):
        try:
            return look()
        except GLib.GError:
            if attempt == attempts - 1:
                raise
            time.sleep(0.3)
    return None


class Tour:
    def __init__(self, language, dump_each=False):
        self.language = language
        self.words = messages(language)
        self.dump_each = dump_each
        self.problems = []
        self.walked = 0
        self.frame = None
        # The window as last read (a settled screen's nodes stay valid while it is shown): the
        # next step looks for its button there before reading the window again.
        self.tree = None
        # The window's nodes just before the last press (see `settled`).
        self.pressed_on = None
        self.began = time.time()

    def text(self, message, **args):
        value = self.words.get(message)
        if value is None:
            raise TourFailed(f"the message {message} is not a simple message of the language")
        for name, arg in args.items():
            value = value.replace("{ $" + name + " }", arg)
        # Fluent's literal braces, as in `{"…"}`, and its escaped quotes.
        return re.sub(r'\{\s*"([^"]*)"\s*\}', r"\1", value)

    def window_name(self, screen_message):
        return self.text("window-title", screen=self.text(screen_message))

    def start(self):
        def app():
            desktop = pyatspi.Registry.getDesktop(0)
            for i in range(desktop.childCount):
                found = desktop.getChildAtIndex(i)
                if found is not None and found.name == APP_NAME and found.childCount > 0:
                    return found
            return None

        found = wait_for(app, 40)
        if found is None:
            raise TourFailed("the app did not appear on the accessibility bus")
        # The start screen is ready once the sandbox's demo patients are listed.
        self.frame = wait_for(
            lambda: (frame := found.getChildAtIndex(0)) is not None
            and any(node.getRoleName() == "list item" for node in nodes(frame))
            and frame,
            40,
        )
        if self.frame is None:
            raise TourFailed("the app's window never listed the demo patients")
        # The pointer in a corner: where Xvfb leaves it (the screen's middle) it hovers whatever
        # is there, and its tooltip would be walked too.
        subprocess.run(["xdotool", "mousemove", "0", "0"], capture_output=True, check=False)
        # Xvfb has no window manager: the window is given the input focus as one would when the
        # user switches to it (without it no node is ever focused).
        for _ in range(30):
            if self.frame.getState().contains(pyatspi.STATE_ACTIVE):
                return
            subprocess.run(["xdotool", "search", "--name", "^Intake Desk", "windowfocus"], capture_output=True, check=False)
            time.sleep(0.2)
        raise TourFailed("the window never became active: the focus cannot be checked")

    def settled(self):
        """The window's tree once two looks, a moment apart, see the same nodes (a screen's
        requests answered, its first frames drawn)."""
        def shape(tree):
            return [(seen.role, seen.name) for seen in tree.all()]

        before = self.tree or steady(lambda: snapshot(self.frame))
        # After a press, the app answers on a frame of its own: on a busy machine two looks a
        # moment apart can both still be of the screen before it. Wait (a little) for a change.
        if self.pressed_on is not None:
            wait_for(lambda: shape(steady(lambda: snapshot(self.frame))) != self.pressed_on, 5)
            self.pressed_on = None
            before = steady(lambda: snapshot(self.frame))
        for _ in range(40):
            time.sleep(0.2)
            now = steady(lambda: snapshot(self.frame))
            if shape(now) == shape(before):
                self.tree = now
                return now
            before = now
        self.tree = before
        return before

    def find(self, roles, name):
        """The nodes of `roles` named `name`: in the window as last read, else as it is now."""
        def matching(tree):
            return [seen.node for seen in tree.all() if seen.role in roles and seen.name == name]

        if self.tree is not None:
            found = matching(self.tree)
            if found:
                return found
        self.tree = snapshot(self.frame)
        return matching(self.tree)

    def press(self, message, **args):
        """Clicks a button by its action, as a screen reader's "activate" does."""
        name = self.text(message, **args)
        for _ in range(2):
            found = wait_for(lambda: self.find(BUTTONS, name), 3)
            if not found:
                # On a narrow window (a laptop at 200 %) the side panel folds away from every
                # screen but the start: unfolded as a user would, by its button.
                unfold = self.find(BUTTONS, self.text("app-show-side-panel"))
                if unfold:
                    unfold[0].queryAction().doAction(0)
                    self.tree = None
                found = wait_for(lambda: self.find(BUTTONS, name), 10)
            if not found:
                raise TourFailed(f"no button {name!r} ({message})")
            try:
                self.pressed_on = [(seen.role, seen.name) for seen in steady(lambda: snapshot(self.frame)).all()]
                found[0].queryAction().doAction(0)
                return
            except GLib.GError:
                # Gone since the window was last read: read it again.
                self.tree = None
        raise TourFailed(f"the button {name!r} ({message}) went away each time it was pressed")

    def choose(self, combo_message, option):
        """Opens the combo box named by `combo_message` and picks `option`, by their actions."""
        combo = self.text(combo_message)
        found = wait_for(lambda: self.find({"combo box"}, combo), 10)
        if not found:
            raise TourFailed(f"no combo box {combo!r} ({combo_message})")
        found[0].queryAction().doAction(0)
        options = wait_for(lambda: [seen.node for seen in snapshot(self.frame).all() if seen.name == option and seen.role != "combo box"], 10)
        if not options:
            raise TourFailed(f"the combo box {combo!r} offers no {option!r}")
        options[0].queryAction().doAction(0)

    def said(self, messages, label):
        """Waits until the window says one of `messages` (its start: a status line may be cut)."""
        starts = [self.text(message)[:24] for message in messages]

        def found():
            return [seen for seen in snapshot(self.frame).all() if any(seen.name.startswith(start) for start in starts)]

        if not wait_for(found, 10):
            self.problems.append(f"{label}: the window said none of {', '.join(messages)}")
            raise TourFailed(f"{label}: nothing said")
        self.tree = None

    def key(self, keysym):
        subprocess.run(["xdotool", "key", keysym], capture_output=True, check=True)

    def open_row(self, list_name, containing=""):
        """Opens the first row of the list box `list_name` whose name contains `containing`."""
        def rows():
            return [
                row.node
                for box in snapshot(self.frame).all()
                if box.role == "list box" and box.name == list_name
                for row in box.children
                if row.role == "list item" and containing in row.name
            ]

        found = wait_for(rows, 10)
        if not found and containing:
            # A short list (a low window shows three rows) has only its shown rows in the tree:
            # the first of them, then.
            containing = ""
            found = wait_for(rows, 2)
        if not found:
            raise TourFailed(f"no row in the list {list_name!r}")
        found[0].queryAction().doAction(0)

    def screen(self, screen_message, label):
        """Checks the window once it shows `screen_message`, then walks it."""
        expected = self.window_name(screen_message)
        if not wait_for(lambda: self.frame.name == expected, 10):
            self.problems.append(f"{label}: the window is named {self.frame.name!r}, not {expected!r}")
            raise TourFailed(f"{label} did not open")
        self.walk(label)

    def dialog(self, title_message, label):
        """Checks a dialog once it is on top, then walks the window with it. A dialog whose title
        names the patient (`title_message` None) is found by its role alone."""
        title = title_message and self.text(title_message)
        def opened():
            self.tree = snapshot(self.frame)
            return [seen for seen in self.tree.all() if seen.role == "dialog" and (title is None or seen.name == title)]

        if not wait_for(opened, 10):
            raise TourFailed(f"{label}: no dialog named {title!r}")
        self.walk(label)

    def walk(self, label):
        """Judges the window once it has settled."""
        tree = self.settled()
        if self.dump_each:
            print(f"-- {label}")
            dump(tree)
        found = self.look(label, tree)
        for seen in tree.all():
            if seen.role == "list box":
                found.extend(self.focus_list(label, seen))
        self.problems.extend(found)
        for problem in found:
            print(f"    {problem}")
        print(f"  {label}: {len(found)} problems ({time.time() - self.began:.1f} s)")

    def look(self, label, tree):
        """What is wrong with the window as `tree` saw it."""
        problems = []
        for seen in tree.all():
            self.walked += 1
            if not seen.name and seen.role not in UNNAMED_ALLOWED:
                problems.append(f"{label}: unnamed: {seen.path()}")
            if seen.role == "list item" and seen.actions == 0:
                problems.append(f"{label}: a row without an action: {seen.path()}")
            if seen.role == "list item" and (seen.parent is None or seen.parent.role != "list box"):
                problems.append(f"{label}: a row outside its list: {seen.path()}")
            counts = {}
            for child in seen.children:
                if child.name:
                    counts[(child.role, child.name)] = counts.get((child.role, child.name), 0) + 1
            for (child_role, name), count in counts.items():
                if count > 1:
                    problems.append(f"{label}: {count} siblings are the {child_role} {name!r}: in {seen.path()}")
        return problems

    def focus_list(self, label, box):
        """Asks the list for the focus as a screen reader's "go to the list" does."""
        try:
            box.node.queryComponent().grabFocus()
        except (NotImplementedError, GLib.GError):
            return [f"{label}: a list cannot be given the focus: {box.path()}"]
        # The app answers on its next frame.
        if not wait_for(lambda: box.node.getState().contains(pyatspi.STATE_FOCUSED), 2):
            return [f"{label}: a list refuses the focus: {box.path()}"]
        rows = [row.node for row in box.children if row.role == "list item"]
        if rows and not wait_for(lambda: any(row.getState().contains(pyatspi.STATE_SELECTED) for row in rows), 2):
            return [f"{label}: a list takes the focus with no row selected: {box.path()}"]
        return []


EID_OUTCOMES = [
    "eid-read-done",
    "eid-problem-no-service",
    "eid-problem-no-reader",
    "eid-problem-no-card",
    "eid-problem-not-an-eid",
    "eid-problem-removed",
    "eid-problem-in-use",
    "eid-problem-timed-out",
    "eid-problem-reader",
]


def tour(walk):
    """Every screen and dialog, in the order a new user meets them."""
    walk.screen("window-screen-home", "start")
    walk.press("about-open")
    walk.dialog("about-title", "About")
    walk.press("about-close")
    walk.key("F1")
    walk.dialog("shortcut-overview-title", "shortcut overview")
    walk.press("shortcut-overview-close")
    walk.press("banner-connection")
    walk.screen("connection-title", "Connection")
    walk.press("home-today")
    walk.screen("window-screen-home", "start again")
    walk.press("home-register")
    walk.screen("patient-register-heading", "register form")
    # "Read eID" with whatever this machine has (no reader, an empty one): its answer walked too.
    walk.press("patient-read-eid")
    walk.said(EID_OUTCOMES, "register form, Read eID")
    walk.walk("register form, after Read eID")
    walk.press("patient-cancel")
    walk.press("home-new-survey")
    walk.dialog("survey-new-for-new-patient", "new survey for a new patient")
    walk.press("patient-read-eid")
    walk.said(EID_OUTCOMES, "new survey for a new patient, Read eID")
    walk.walk("new survey for a new patient, after Read eID")
    walk.press("survey-cancel")
    walk.press("home-day-list")
    walk.screen("day-list-title", "day's list")
    walk.press("home-follow-up")
    walk.screen("follow-up-title", "follow-up")
    walk.press("follow-up-rules")
    walk.press("follow-up-filing")
    walk.screen("follow-up-title", "follow-up, its rules and filing open")
    walk.press("home-activity-log")
    walk.screen("home-activity-log", "activity log")
    walk.press("home-today")
    walk.screen("window-screen-home", "start from the activity log")
    walk.open_row(walk.text("home-demo-patients"))
    walk.screen("window-screen-patient", "patient")
    walk.press("patient-edit-details")
    walk.screen("patient-edit-heading", "edit form")
    walk.press("patient-cancel")
    walk.screen("window-screen-patient", "patient again")
    walk.press("patient-new-survey")
    walk.dialog(None, "new survey")
    walk.press("survey-cancel")
    walk.open_row(walk.text("patient-surveys"), walk.text("value-status-completed"))
    walk.screen("survey-title", "survey, its answers")
    walk.press("survey-tab-history")
    walk.walk("survey, its history")
    walk.press("survey-tab-summary")
    walk.walk("survey, its summary")
    walk.press("survey-back-to-patient")
    walk.screen("window-screen-patient", "patient from the survey")


# Every class of hostile day's list (tests/fixtures/README.md), each with what the window must say
# for it: ordered so that no two in a row are said alike, so each sentence is the new file's.
HOSTILE_FILES = [
    ("hostile-dimension.xls", "day-list-file-cage-memory"),
    ("hostile-sparse.xlsb", "day-list-file-excel-binary"),
    ("hostile-string-count.xlsx", "day-list-file-cage-memory"),
    ("hostile-spaces.ods", "day-list-file-part-too-large"),
    ("hostile-sparse.xls", "day-list-file-cage-memory"),
    ("hostile-repeated-rows.ods", "day-list-file-too-many-cells"),
    ("hostile-zip-bomb.xlsx", "day-list-file-part-too-large"),
    ("hostile-many-sheets.ods", "day-list-file-too-many-cells"),
    ("hostile-shared-string.xlsx", "day-list-file-part-too-large"),
    ("hostile-bad-xml.ods", "day-list-file-too-many-cells"),
    ("hostile-binary.csv", "day-list-file-not-text"),
    ("hostile-repeated.ods", "day-list-file-too-many-cells"),
]


def windows_named(name):
    found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", name], capture_output=True, text=True)
    return found.stdout.split()


def hostile_files(walk):
    """Each hostile file opened as a user opens a list: "Open a list…", the system's file dialog
    (zenity's, where no desktop portal runs), the file's path typed, Enter. The app must stay on
    the accessibility bus and say why in its sentence, file after file."""
    walk.press("home-day-list")
    walk.screen("day-list-title", "day's list, before the hostile files")
    title = walk.text("day-list-open-dialog-title")
    for name, message in HOSTILE_FILES:
        label = f"day's list, {name}"
        walk.press("day-list-open")
        dialog = wait_for(lambda: windows_named(title), 20)
        if not dialog:
            walk.problems.append(f"{label}: the file dialog {title!r} did not open")
            raise TourFailed(f"{label}: no file dialog")
        # GTK's file chooser: Ctrl+L opens its location field; the whole path, then Enter. On a
        # busy machine a key can come before the dialog takes it, or Enter while the field's
        # completion is still open: typed again, as a user would, until the dialog closes.
        path = os.path.abspath(os.path.join("tests", "fixtures", name))
        for _ in range(4):
            subprocess.run(["xdotool", "windowfocus", "--sync", dialog[-1]], capture_output=True, check=False)
            time.sleep(0.8)
            subprocess.run(["xdotool", "key", "ctrl+l", "ctrl+a"], capture_output=True, check=True)
            time.sleep(0.3)
            subprocess.run(["xdotool", "type", "--delay", "10", path], capture_output=True, check=True)
            time.sleep(0.8)
            subprocess.run(["xdotool", "key", "Return"], capture_output=True, check=True)
            if wait_for(lambda: not windows_named(title), 5):
                break
            dialog = windows_named(title) or dialog
        if windows_named(title):
            # What the screen showed, for whoever reads the failure (ImageMagick, when installed).
            subprocess.run(["import", "-window", "root", "/tmp/atspi-walk-file-dialog.png"], capture_output=True, check=False)
            walk.problems.append(f"{label}: the file dialog stayed open")
            raise TourFailed(f"{label}: the file dialog stayed open")
        subprocess.run(["xdotool", "search", "--name", "^Intake Desk", "windowfocus"], capture_output=True, check=False)
        # Said in its sentence, by the app that is still on the bus (its tree is read again).
        walk.said([message], label)
        print(f"  {label}: said, the app on the bus")
    walk.walk("day's list, after the hostile files")


def main():
    languages = [arg for arg in sys.argv[1:] if not arg.startswith("--")]
    dump_each = "--dump" in sys.argv
    problems = 0
    previous = None
    for language in languages:
        walk = Tour(language, dump_each)
        print(f"== {language}")
        try:
            if previous is None:
                walk.start()
            else:
                # The language list is in the banner on every screen: the next language is chosen
                # (in the words of the last) where the last tour ended, then the tour starts from
                # the start screen.
                previous.choose("settings-language", OWN_NAMES[language])
                walk.frame = previous.frame
                walk.press("home-today")
            first = previous is None
            previous = walk
            tour(walk)
            if first and os.environ.get("ATSPI_WALK_HOSTILE_FILES", "1") == "1":
                hostile_files(walk)
        except TourFailed as failed:
            walk.problems.append(f"the tour stopped: {failed}")
            print(f"  {walk.problems[-1]}")
        print(f"{language}: {walk.walked} nodes walked, {len(walk.problems)} problems")
        problems += len(walk.problems)
        if walk.frame is None:
            break
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
