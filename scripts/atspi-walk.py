#!/usr/bin/python3
"""Walks Intake Desk's window as a screen reader and switch access see it: through AT-SPI, the
operating system's accessibility bus on Linux, not the AccessKit tree inside the test harness.

Run by scripts/atspi-walk.sh (which starts Xvfb, a D-Bus session, the AT-SPI bus and the app);
needs python3-pyatspi. Usage: atspi-walk.py EXPECTED_WINDOW_NAME

Fails (exit 1, every problem listed) on:
- a window whose name is not EXPECTED_WINDOW_NAME (a screen reader says it on switching to the app);
- a node without a name, other than a filler (what would a screen reader say?);
- two siblings of the same role with the same name (which one is meant?);
- a list item that offers no action (switch access and screen readers cannot open it), or that
  is not a child of its list box (a screen reader would not say "1 of 10" or move within it);
- a list that does not take the focus when asked (a screen reader's "go to the list").

Only the start screen is walked so far (the window's name and regions, the demo patients' list);
the other screens and the dialogs are issue 30's next step.
"""

import os
import subprocess
import sys
import time

import pyatspi

# The application's name on the bus is its executable's name.
APP_NAME = os.environ.get("ATSPI_WALK_APP", "intake-desk")
# Roles that only hold others and that assistive technologies skip.
UNNAMED_ALLOWED = {"filler"}


def find_app(deadline):
    while time.time() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and app.name == APP_NAME and app.childCount > 0:
                return app
        time.sleep(0.25)
    return None


def settled_frame(app, deadline):
    """The app's window once it shows the start screen's demo patients (the sandbox answered)."""
    frame = None
    while time.time() < deadline:
        frame = app.getChildAtIndex(0)
        if frame is not None and any(node.getRoleName() == "list item" for node in nodes(frame)):
            return frame
        time.sleep(0.25)
    return frame


def nodes(root):
    stack = [root]
    while stack:
        node = stack.pop()
        yield node
        for i in range(node.childCount):
            child = node.getChildAtIndex(i)
            if child is not None:
                stack.append(child)


def actions(node):
    try:
        return node.queryAction().nActions
    except NotImplementedError:
        return 0


def path(node):
    parts = []
    while node is not None and node.getRoleName() != "application":
        parts.append(f"{node.getRoleName()} {node.name!r}")
        node = node.parent
    return " < ".join(parts)


def activate(frame):
    """Gives the window the input focus as a window manager does when the user switches to it
    (Xvfb has none; without it no node is ever focused). False when it does not take it."""
    for _ in range(30):
        if frame.getState().contains(pyatspi.STATE_ACTIVE):
            return True
        subprocess.run(["xdotool", "search", "--name", "^Intake Desk", "windowfocus"], capture_output=True, check=False)
        time.sleep(0.2)
    return False


def walk(frame, expected):
    problems = []
    if frame.name != expected:
        problems.append(f"the window is named {frame.name!r}, not {expected!r}")
    for node in nodes(frame):
        role = node.getRoleName()
        if not node.name and role not in UNNAMED_ALLOWED:
            problems.append(f"unnamed: {path(node)}")
        if role == "list item" and actions(node) == 0:
            problems.append(f"a row without an action: {path(node)}")
        if role == "list item" and (node.parent is None or node.parent.getRoleName() != "list box"):
            problems.append(f"a row outside its list: {path(node)}")
        seen = {}
        for i in range(node.childCount):
            child = node.getChildAtIndex(i)
            if child is None or not child.name:
                continue
            key = (child.getRoleName(), child.name)
            seen[key] = seen.get(key, 0) + 1
        for (child_role, name), count in seen.items():
            if count > 1:
                problems.append(f"{count} siblings are the {child_role} {name!r}: in {path(node)}")
    if not activate(frame):
        problems.append("the window never became active: the focus cannot be checked")
        return problems
    for node in nodes(frame):
        if node.getRoleName() != "list box":
            continue
        node.queryComponent().grabFocus()
        # The app answers on its next frame.
        focused = False
        for _ in range(20):
            time.sleep(0.1)
            if node.getState().contains(pyatspi.STATE_FOCUSED):
                focused = True
                break
        if not focused:
            problems.append(f"a list refuses the focus: {path(node)}")
    return problems


def main():
    expected = sys.argv[1]
    deadline = time.time() + 40
    app = find_app(deadline)
    if app is None:
        sys.exit("atspi-walk: the app did not appear on the accessibility bus")
    frame = settled_frame(app, deadline)
    if frame is None:
        sys.exit("atspi-walk: the app has no window on the accessibility bus")
    problems = walk(frame, expected)
    count = sum(1 for _ in nodes(frame))
    for problem in problems:
        print(f"  {problem}")
    print(f"{expected}: {count} nodes walked, {len(problems)} problems")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
