"""The one bounded reader of every JSON document jaxcheck reads: the lock, a saved report,
the persistent cache's index, the worker channel and process snapshots.

Each of these files can hold anything (a hand edit, a truncated artifact, a shared cache
directory anyone can write), so a reader bounds what it accepts before any renderer sees
it: the file is regular and opened without following a link or blocking (a FIFO would
hang the run), its size and nesting are capped, and every number is finite and within
64 bits (``1e400`` parses as infinity and ``NaN`` as not-a-number in plain ``json``;
either would break a renderer far from the file). Every problem is one :class:`BadJSON`
whose message says what is wrong, for the caller to word as its own error.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
from typing import Any

#: the default cap on a document's size
MAX_BYTES = 256 * 1024 * 1024
#: the default cap on lists and objects nested in each other (a report is ~8 deep)
MAX_DEPTH = 64
#: the largest integer magnitude accepted (64-bit)
MAX_INT = 2**63 - 1


class BadJSON(ValueError):
    """A document that is not usable, and why (a phrase: "is nested too deeply")."""


def _int(text: str) -> int:
    if len(text.lstrip("-")) > 19:
        raise BadJSON(f"holds an integer out of range ({text[:24]}…)")
    value = int(text)
    if abs(value) > MAX_INT:
        raise BadJSON(f"holds an integer out of range ({text})")
    return value


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise BadJSON(f"holds a number out of range ({text[:24]})")
    return value


def _constant(text: str) -> Any:
    raise BadJSON(f"holds {text}, which is not a JSON number")


def _cut_off(error: json.JSONDecodeError) -> bool:
    """Whether the parser ran out of text, as it does on a document cut short (the end of
    a string, a number, an object never came), rather than meeting a wrong character."""
    if error.msg.startswith("Unterminated string"):  # no closing quote before the end
        return '"' not in error.doc[error.pos + 1:]
    rest = error.doc[error.pos:].strip()
    # nothing left, or the start of a literal or a number (``tru``, ``1e``) and no more
    return not rest or _TOKEN_START.fullmatch(rest) is not None


_TOKEN_START = re.compile(r"t(r(u)?)?|f(a(l(se?)?)?)?|n(u(ll?)?)?|[-+0-9.eE]{1,40}")


def depth(doc: Any) -> int:
    """How deeply lists and objects nest in ``doc`` (0 for a scalar), without recursion."""
    deepest, stack = 0, [(doc, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict):
            item = list(item.values())
        if isinstance(item, list):
            deepest = max(deepest, level)
            stack.extend((child, level + 1) for child in item
                         if isinstance(child, (dict, list)))
    return deepest


def loads(data: bytes | str, *, max_bytes: int = MAX_BYTES, max_depth: int = MAX_DEPTH,
          numbers: bool = True) -> Any:
    """``data`` parsed, or :class:`BadJSON`: larger than ``max_bytes``, not UTF-8, not
    JSON, nested deeper than ``max_depth``, or (``numbers``) a number that is not finite
    or too large. ``numbers=False`` leaves numbers to a reader that checks each field's
    type itself and names the field (the lock)."""
    if len(data) > max_bytes:
        raise BadJSON(f"is larger than {max_bytes // (1024 * 1024) or 1} MB")
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError as e:
            raise BadJSON(f"is not UTF-8 (byte {e.start})") from None
    try:
        doc = json.loads(data, parse_int=_int, parse_float=_float, parse_constant=_constant
                         ) if numbers else json.loads(data)
    except RecursionError:
        raise BadJSON("is nested too deeply") from None
    except BadJSON:
        raise
    except json.JSONDecodeError as e:
        if not e.doc.strip():
            raise BadJSON("is not JSON (it is empty)") from None
        if _cut_off(e):
            raise BadJSON(f"ends before its JSON does (cut off after line {e.lineno}: a "
                          "write or a copy that did not finish?)") from None
        raise BadJSON(f"is not JSON (line {e.lineno}, column {e.colno}: {e.msg})") from None
    except ValueError as e:  # an integer too long to convert
        raise BadJSON(f"is not JSON ({str(e)[:120]})") from None
    if depth(doc) > max_depth:
        raise BadJSON("is nested too deeply")
    return doc


def read_bytes(path: str | os.PathLike, max_bytes: int = MAX_BYTES) -> bytes:
    """The bytes of the regular file at ``path``, opened without following a link or
    blocking; :class:`FileNotFoundError` when there is none, :class:`BadJSON` when it is
    not a regular file or is too large, :class:`OSError` when it cannot be read."""
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    fd = os.open(path, flags | getattr(os, "O_CLOEXEC", 0))
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(21, "Is a directory", os.fspath(path))
        if not stat.S_ISREG(mode):
            raise BadJSON("is not a regular file")
        if os.fstat(fd).st_size > max_bytes:  # said before a byte is read
            raise BadJSON(f"is larger than {max_bytes // (1024 * 1024) or 1} MB")
        chunks, size = [], 0
        while size <= max_bytes:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    finally:
        os.close(fd)
    if size > max_bytes:
        raise BadJSON(f"is larger than {max_bytes // (1024 * 1024) or 1} MB")
    return b"".join(chunks)


def read(path: str | os.PathLike, *, max_bytes: int = MAX_BYTES,
         max_depth: int = MAX_DEPTH) -> Any:
    """The document at ``path`` (:func:`read_bytes`, then :func:`loads`)."""
    return loads(read_bytes(path, max_bytes), max_bytes=max_bytes, max_depth=max_depth)
