#!/usr/bin/env python3
"""The documentation's links, checked offline: in every Markdown file at the root and under docs/
(docs/upstream/ is others' text, left out), every relative link and image — `[..](path)`,
`![..](path)`, `[..]: path`, and an HTML `href`/`src` — must name a file or folder that exists,
and every anchor (`#fragment`, or `other.md#fragment`) a heading of that file as GitHub makes
its anchor (or an explicit `<a id=…>` / `<a name=…>`). Links inside fenced code blocks and
inline code are not links. http(s), mailto and other schemes are not fetched."""
import pathlib
import re
import sys
import urllib.parse

root = pathlib.Path(__file__).resolve().parent.parent
SKIPPED = ("docs/upstream/", "target/")

FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
ATX = re.compile(r"^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*$")
SETEXT = re.compile(r"^ {0,3}(=+|-+)[ \t]*$")
ANCHOR = re.compile(r"""<a\s[^>]*?\b(?:id|name)\s*=\s*["']?([^"'\s>]+)""", re.IGNORECASE)
REFERENCE = re.compile(r"^ {0,3}\[[^\]]+\]:[ \t]*(<[^>]*>|\S+)")
HTML_LINK = re.compile(r"""<(?:a|img|source)\s[^>]*?\b(?:href|src)\s*=\s*["']([^"']*)["']""", re.IGNORECASE)
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")


def markdown_files():
    for path in sorted(root.glob("*.md")) + sorted((root / "docs").rglob("*.md")):
        relative = path.relative_to(root).as_posix()
        if not relative.startswith(SKIPPED):
            yield path


def prose_lines(text):
    """Each line with its number and as written, None for the lines of fenced code blocks, and
    with its inline code blanked (for links; a heading's anchor is made from its code too)."""
    fence = None
    for number, line in enumerate(text.splitlines(), 1):
        opening = FENCE.match(line)
        if fence:
            if opening and opening.group(1)[0] == fence[0] and len(opening.group(1)) >= len(fence) \
                    and not line.strip().lstrip(fence[0]):
                fence = None
            yield number, None, None
            continue
        if opening and not (opening.group(1)[0] == "`" and "`" in line.strip()[len(opening.group(1)):]):
            fence = opening.group(1)
            yield number, None, None
            continue
        yield number, line, without_inline_code(line)


def without_inline_code(line):
    """The line with each code span (a run of backticks up to the same run) blanked."""
    out, i = [], 0
    while i < len(line):
        if line[i] == "`":
            run = len(line[i:]) - len(line[i:].lstrip("`"))
            close = re.compile(r"(?<!`)" + "`" * run + r"(?!`)").search(line, i + run)
            if close:
                out.append(" " * (close.end() - i))
                i = close.end()
                continue
            out.append("`" * run)
            i += run
            continue
        out.append(line[i])
        i += 1
    return "".join(out)


def slug(heading):
    """GitHub's anchor of a heading: its text (links by their words, no tags), lower case,
    punctuation but `-` and `_` dropped, each space a `-`."""
    text = re.sub(r"!\[[^\]]*\]\([^)]*\)", "", heading)
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"<[^>]+>", "", text)
    text = re.sub(r"(?<!\w)_+([^_]+?)_+(?!\w)", r"\1", text)
    text = "".join(c for c in text.lower() if c.isalnum() or c in " -_")
    return text.replace(" ", "-")


anchors_of = {}


def anchors(path):
    """Every anchor a Markdown file offers: its headings' slugs (duplicates `-1`, `-2`, …) and its
    explicit `<a id=…>` / `<a name=…>`."""
    if path not in anchors_of:
        found, seen, previous = set(), {}, None
        lines = list(prose_lines(path.read_text(encoding="utf-8")))
        for _, line, prose in lines:
            if line is None:
                previous = None
                continue
            heading = None
            atx = ATX.match(line)
            if atx:
                heading = re.sub(r"(?:^|[ \t]+)#+$", "", atx.group(2) or "").strip()
            elif previous and SETEXT.match(line) and not previous.lstrip().startswith(("#", "|", "-", "*", "+", ">")):
                heading = previous.strip()
            if heading is not None:
                base = slug(heading)
                count = seen.get(base, 0)
                seen[base] = count + 1
                found.add(base if count == 0 else f"{base}-{count}")
            found.update(ANCHOR.findall(prose))
            previous = line if line.strip() and heading is None else None
        anchors_of[path] = found
    return anchors_of[path]


def destinations(line):
    """The destinations of the inline links and images of one line (the text before `](` may have
    begun on an earlier line), of a reference definition, and of HTML links."""
    found = []
    for match in re.finditer(r"\]\(", line):
        i = match.end()
        while i < len(line) and line[i] in " \t":
            i += 1
        if line[i:i + 1] == "<":
            end = line.find(">", i)
            if end < 0:
                continue
            found.append(line[i + 1:end])
            continue
        depth, start = 0, i
        while i < len(line) and not line[i].isspace():
            if line[i] == "(":
                depth += 1
            elif line[i] == ")":
                if depth == 0:
                    break
                depth -= 1
            i += 1
        found.append(line[start:i])
    reference = REFERENCE.match(line)
    if reference:
        found.append(reference.group(1).strip("<>"))
    found += HTML_LINK.findall(line)
    return found


def problem(source, destination):
    """Why a link from `source` to `destination` does not resolve, or None."""
    if not destination or SCHEME.match(destination) or destination.startswith("//"):
        return None
    target, _, fragment = destination.partition("#")
    target = urllib.parse.unquote(target.split("?", 1)[0])
    if target:
        base = root if target.startswith("/") else source.parent
        resolved = (base / target.lstrip("/")).resolve()
        if not resolved.exists():
            return "no such file"
    else:
        resolved = source
    if fragment and resolved.is_file() and resolved.suffix.lower() == ".md":
        fragment = urllib.parse.unquote(fragment)
        if fragment not in anchors(resolved):
            where = "" if resolved == source else f" in {resolved.relative_to(root).as_posix()}"
            return f"no heading or anchor #{fragment}{where}"
    return None


broken, links, files = [], 0, 0
for path in markdown_files():
    files += 1
    name = path.relative_to(root).as_posix()
    for number, _, line in prose_lines(path.read_text(encoding="utf-8")):
        if line is None:
            continue
        for destination in destinations(line):
            links += 1
            why = problem(path, destination)
            if why:
                broken.append(f"{name}:{number}: broken link {destination} ({why})")

if broken:
    for line in broken:
        print(line, file=sys.stderr)
    print(f"check-links: {len(broken)} of {links} links in {files} Markdown files do not resolve.", file=sys.stderr)
    sys.exit(1)
print(f"check-links: the {links} links of {files} Markdown files resolve.")
