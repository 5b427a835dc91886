"""Bring the .ts translation sources up to date with the strings marked in the package.

    .venv/bin/python tools/update_translations.py [--check]     (``make translations`` runs it)

Why not pyside6-lupdate alone: the lupdate of PySide6 6.11 reads Python, but it keeps a
plural (``%n``) message only when the count is a number literal. With a variable count
(``translate("Log", "%n cards", None, n)``) the message loses its plural forms, and with an
expression (``len(cards)``, ``self.count``) it is silently dropped. So this small extractor
reads the code with :mod:`ast` instead and finds the same calls:

* ``translate(context, source[, disambiguation[, n]])`` and ``X.translate(...)``
  (``QCoreApplication.translate``), ``QT_TRANSLATE_NOOP(context, source)``;
* ``self.tr(source[, disambiguation[, n]])``, in the context of the enclosing class.

A message with a count is plural ("numerus"). Existing translations are kept; new messages are
added as unfinished; messages that left the code are dropped (no obsolete entries). Spanish
and Italian get every message, English only the plural ones (its singular forms).
``--check`` changes nothing and fails if a file would change or an entry is unfinished.
"""

from __future__ import annotations

import argparse
import ast
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import attrs

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "sf_desktop"
FOLDER = PACKAGE / "resources" / "translations"
LANGUAGES = {"es": False, "it": False, "en": True}  # language: plural forms only
PLURAL_FORMS = {"en": 2, "es": 2, "it": 2}


@attrs.frozen
class Message:
    context: str
    source: str
    comment: str = ""
    numerus: bool = False

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.context, self.source, self.comment)


def _text(node: ast.expr | None) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def _has_count(node: ast.expr | None) -> bool:
    """A count was given (a literal -1 means none)."""
    if node is None:
        return False
    if (
        isinstance(node, ast.UnaryOp)
        and isinstance(node.op, ast.USub)
        and isinstance(node.operand, ast.Constant)
    ):
        return False
    return not (isinstance(node, ast.Constant) and node.value is None)


class _Finder(ast.NodeVisitor):
    def __init__(self, path: Path) -> None:
        self.path = path
        self.classes: list[str] = []
        self.found: list[Message] = []

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def _arg(self, node: ast.Call, index: int, name: str) -> ast.expr | None:
        if len(node.args) > index:
            return node.args[index]
        return next((k.value for k in node.keywords if k.arg == name), None)

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        if name in ("translate", "QT_TRANSLATE_NOOP", "QT_TRANSLATE_NOOP3"):
            context = _text(self._arg(node, 0, "context"))
            source = _text(self._arg(node, 1, "sourceText"))
            comment = _text(self._arg(node, 2, "disambiguation")) or ""
            count = self._arg(node, 3, "n")
            if context is not None and source is not None:
                self.found.append(Message(context, source, comment, _has_count(count)))
        elif name == "tr" and isinstance(func, ast.Attribute) and self.classes:
            source = _text(self._arg(node, 0, "sourceText"))
            comment = _text(self._arg(node, 1, "disambiguation")) or ""
            count = self._arg(node, 2, "n")
            if source is not None:
                self.found.append(Message(self.classes[-1], source, comment, _has_count(count)))
        self.generic_visit(node)


def extract(package: Path = PACKAGE) -> list[Message]:
    """Every marked message of the package, first occurrence first, no duplicates."""
    seen: dict[tuple[str, str, str], Message] = {}
    for path in sorted(package.rglob("*.py")):
        finder = _Finder(path)
        finder.visit(ast.parse(path.read_text(encoding="utf-8"), str(path)))
        for m in finder.found:
            old = seen.get(m.key)
            if old is None or (m.numerus and not old.numerus):
                seen[m.key] = m
    return list(seen.values())


# ---------------------------------------------------------------------------- .ts files


def read_ts(path: Path) -> dict[tuple[str, str, str], ET.Element]:
    """The <message> elements of a .ts file by (context, source, comment)."""
    if not path.exists():
        return {}
    out = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            out[key] = message
    return out


def _message(m: Message, old: ET.Element | None, forms: int) -> ET.Element:
    element = ET.Element("message")
    if m.numerus:
        element.set("numerus", "yes")
    ET.SubElement(element, "source").text = m.source
    if m.comment:
        ET.SubElement(element, "comment").text = m.comment
    translation = ET.SubElement(element, "translation")
    previous = old.find("translation") if old is not None else None
    if old is not None and previous is not None and (old.get("numerus") == "yes") == m.numerus:
        if previous.get("type") == "unfinished":
            translation.set("type", "unfinished")
        if m.numerus:
            texts = [f.text or "" for f in previous.iter("numerusform")]
            for text in (texts + [""] * forms)[:forms]:
                ET.SubElement(translation, "numerusform").text = text
        else:
            translation.text = previous.text
        if not _finished(translation, m.numerus):
            translation.set("type", "unfinished")
    else:
        translation.set("type", "unfinished")
        for _ in range(forms if m.numerus else 0):
            ET.SubElement(translation, "numerusform")
    return element


def _finished(translation: ET.Element, numerus: bool) -> bool:
    if numerus:
        return all((f.text or "").strip() for f in translation.iter("numerusform"))
    return bool((translation.text or "").strip())


def build_ts(
    messages: list[Message], old: dict[tuple[str, str, str], ET.Element], language: str, plural_only: bool
) -> str:
    root = ET.Element("TS", {"version": "2.1", "language": language})
    contexts: dict[str, ET.Element] = {}
    for m in sorted(messages, key=lambda m: m.context):
        if plural_only and not m.numerus:
            continue
        context = contexts.get(m.context)
        if context is None:
            context = contexts[m.context] = ET.SubElement(root, "context")
            ET.SubElement(context, "name").text = m.context
        context.append(_message(m, old.get(m.key), PLURAL_FORMS[language]))
    ET.indent(root, space="    ")
    body = ET.tostring(root, encoding="unicode")
    return '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n"


def unfinished(path: Path) -> list[str]:
    """Sources of the entries of ``path`` still to translate (or obsolete)."""
    return [
        m.findtext("source") or ""
        for m in ET.parse(path).getroot().iter("message")
        if (translation := m.find("translation")) is not None
        and translation.get("type") in ("unfinished", "obsolete", "vanished")
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="change nothing; fail if out of date")
    args = parser.parse_args(argv)
    messages = extract()
    FOLDER.mkdir(parents=True, exist_ok=True)
    stale = []
    todo = 0
    for language, plural_only in LANGUAGES.items():
        path = FOLDER / f"sf_desktop_{language}.ts"
        text = build_ts(messages, read_ts(path), language, plural_only)
        changed = not path.exists() or path.read_text(encoding="utf-8") != text
        if changed:
            stale.append(path.name)
            if not args.check:
                path.write_text(text, encoding="utf-8")
        if path.exists():
            left = unfinished(path)
            todo += len(left)
            for source in left:
                print(f"{path.name}: to translate: {source!r}")
    print(
        f"{len(messages)} messages; {todo} entries to translate"
        + (f"; out of date: {stale}" if stale else "")
    )
    if args.check and (stale or todo):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
