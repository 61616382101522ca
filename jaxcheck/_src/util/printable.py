"""Strings from the user's code made safe to show: on a terminal, in XML, in one line.

Target names, exception messages, static values and paths come from the user's code and
may hold anything: ANSI escapes that would recolour or clear the terminal, NUL and other
characters XML 1.0 forbids (a JUnit file with one of them does not parse), lone
surrogates that no terminal can encode, bidirectional overrides that make text read
differently from what it is. :func:`printable` spells each of them out (``\\x1b``),
so nothing is lost and nothing acts.
"""

from __future__ import annotations

import copy
import dataclasses
import re
from typing import TypeVar

# C0 controls but tab and newline; DEL and C1 controls; bidirectional embeddings and
# overrides; lone surrogates; the two non-characters XML 1.0 excludes.
_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069"
                     "\ud800-\udfff\ufffe\uffff]")

T = TypeVar("T")


def _escape(match: re.Match) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def printable(text: str) -> str:
    """``text`` with every character unsafe for a terminal or XML 1.0 spelled out."""
    return _UNSAFE.sub(_escape, text)


#: ``<function f at 0x7f3a…>``: an object's memory address, new in every process and run.
_AT_ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")
_ADDRESS = re.compile(r"0x[0-9a-fA-F]{6,}")


def without_addresses(text: str) -> str:
    """``text`` without memory addresses (``<function f at 0x7f3a…>`` reads
    ``<function f>``): an address differs in every run and says nothing of the value,
    and a text that holds one is never the same twice (a lock, a diff of two reports)."""
    return _ADDRESS.sub("0x…", _AT_ADDRESS.sub("", text))


def one_line(text: str, limit: int | None = None) -> str:
    """:func:`printable`, on one line (line breaks become spaces), cut at ``limit``."""
    line = re.sub(r"\s*\n\s*", " ", printable(text)).strip()
    if limit is not None and len(line) > limit:
        line = line[:limit - 1] + "…"
    return line


def clip(text: str, limit: int) -> str:
    """``text`` in at most ``limit`` characters, cut between words (never inside one,
    unless a single word is longer than half the room), ``…`` marking the cut."""
    if len(text) <= limit:
        return text
    cut = text[:limit - 1]
    space = cut.rfind(" ")
    if not text[limit - 1].isspace() and space >= limit // 2:  # else a word ends there
        cut = cut[:space]
    return cut.rstrip(" ,;:.") + "…"


def clipped(text: str, width: int = 500, lines: int = 40) -> str:
    """``text`` with each line cut at ``width`` characters and at most ``lines`` lines,
    each cut saying how much it left out: a text from the user's values (JAX's
    explanation quoting a static argument's repr of megabytes) stays readable and small
    in every report."""
    rows = text.splitlines()
    out = [row if len(row) <= width else
           f"{row[:width]} … ({len(row) - width:,} characters left out)" for row in rows[:lines]]
    if len(rows) > lines:
        out.append(f"… ({len(rows) - lines:,} more lines left out)")
    return "\n".join(out)


def listing(names: list[str], most: int = 10) -> str:
    """``names`` joined with commas, at most ``most`` of them and then how many more: a
    message that lists a project's entrypoints stays one readable line however many."""
    shown = ", ".join(names[:most])
    return shown if len(names) <= most else f"{shown} … and {len(names) - most:,} more"


def sanitize(obj: T) -> T:
    """A copy of ``obj`` (dataclasses, lists, tuples, dicts) with every string printable.

    The renderers that write for people (terminal, JUnit, GitHub) show this copy; the JSON
    document keeps the original strings, which JSON escapes itself.
    """
    if isinstance(obj, str):
        return printable(obj)  # type: ignore[return-value]
    if isinstance(obj, list):
        return [sanitize(x) for x in obj]  # type: ignore[return-value]
    if isinstance(obj, tuple):
        return tuple(sanitize(x) for x in obj)  # type: ignore[return-value]
    if isinstance(obj, dict):
        return {sanitize(k): sanitize(v) for k, v in obj.items()}  # type: ignore[return-value]
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        clean = copy.copy(obj)
        for f in dataclasses.fields(obj):
            # object.__setattr__: frozen dataclasses (Cause) are copied the same way
            object.__setattr__(clean, f.name, sanitize(getattr(obj, f.name)))
        return clean
    return obj


# --- GitHub workflow commands (the report's annotations and lint's) ------------------


def escape_data(text: str) -> str:
    """The message of a workflow command: line breaks and ``%`` escaped, GitHub's rule."""
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(text: str) -> str:
    """A property value (``file=``, ``title=``): also ``:`` and ``,``."""
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")
