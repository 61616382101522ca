"""How ``jaxcheck lint --fix`` reads a file it may rewrite and writes it back, so that a
fix changes the lines it fixes and nothing else of the file.

Reading keeps what the text alone does not say: the encoding (a BOM, a ``# -*- coding``
cookie other than UTF-8), the line ending (CRLF, a lone CR), the inode and size that tell
later whether someone else wrote the file meanwhile. Writing goes through the one atomic
writer (:func:`~jaxcheck._src.util.io.replace_file`): a reader sees the old file or the
new one, the mode is kept, a link is kept a link (its target is what is replaced).

A file is not written, and :class:`NotFixed` says why in words the user can act on, when:

* it is read-only, or its folder is (the permission bits are asked, not ``access``, so the
  answer is the same for every user, root included: ``chmod -w`` means "leave it");
* it is a link to a file outside the project (never followed there silently);
* it changed between the read and the write (an editor saved it): run ``--fix`` again;
* the fixed text cannot be written in the file's own encoding.
"""

from __future__ import annotations

import io
import os
import re
import stat
import tokenize
from dataclasses import dataclass
from pathlib import Path

from .files import read_source

_NEWLINE = re.compile(rb"\r\n|\r|\n")


class NotFixed(Exception):
    """The fixes of one file were not written. ``failed``: a file could not be written
    (exit 5), rather than one jaxcheck chose not to follow (a link out of the project)."""

    def __init__(self, message: str, failed: bool = True) -> None:
        super().__init__(message)
        self.failed = failed


@dataclass(frozen=True)
class Source:
    """One file as read for fixing: its text and what writing it back must keep."""

    target: Path  # the file replaced: ``path`` itself, or the file its link names
    text: str  # decoded, without a BOM
    encoding: str  # as Python reads the file: "utf-8", "utf-8-sig", "iso-8859-1" ...
    newline: str  # the file's first line ending; fixes insert lines with it
    data: bytes  # the bytes read, to tell whether the file changed before the write
    stamp: tuple[int, int, int, int]  # device, inode, mtime, size


def _stamp(info: os.stat_result) -> tuple[int, int, int, int]:
    return (info.st_dev, info.st_ino, info.st_mtime_ns, info.st_size)


def newline_of(data: bytes) -> str:
    """The first line ending of ``data`` (as ruff and editors take it); ``\\n`` if none."""
    found = _NEWLINE.search(data)
    return found.group().decode() if found else "\n"


def read(path: Path, root: Path | None) -> Source | None:
    """``path`` read for fixing; None when its bytes are not text Python would read (an
    unknown or wrong encoding): lint reports it as it is and nothing is rewritten.

    Raises :class:`OSError` when it cannot be read, :class:`NotFixed` for a link that
    leads out of the project ``root`` (None: read only, for ``--diff``, wherever it leads).
    """
    target = path
    if path.is_symlink():
        target = Path(os.path.realpath(path))  # a loop is not followed: read fails
        try:
            if root is not None:
                target.relative_to(root.resolve())
        except ValueError:
            raise NotFixed(f"{path} is a link to {target}, outside the project: not fixed "
                           f"(run jaxcheck lint --fix {target} to fix that file itself)",
                           failed=False) from None
    data = read_source(target)
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
        text = data.decode(encoding)
    except (SyntaxError, LookupError, UnicodeDecodeError):
        return None
    if encoding == "utf-8-sig":
        text = text.removeprefix("\ufeff")
    return Source(target, text, encoding, newline_of(data), data,
                  _stamp(os.stat(target)))


def _read_only(mode: int) -> bool:
    """No write bit for anyone: the owner said "leave it" (root too)."""
    return not stat.S_IMODE(mode) & 0o222


def write(path: Path, source: Source, text: str) -> None:
    """Replace ``source.target`` with ``text`` in one step, keeping its mode, encoding and
    line endings; :class:`NotFixed` when it must not or cannot be written."""
    from ..util.io import KEEP, replace_file

    target = source.target
    try:
        info = os.stat(target)
        folder = os.stat(target.parent)
    except OSError as e:
        raise NotFixed(f"cannot write {path}: {e.strerror or e}") from None
    if _read_only(info.st_mode):
        raise NotFixed(f"{path} is read-only: not fixed (make it writable to let "
                       "--fix change it, or see the change with --diff)")
    if _read_only(folder.st_mode):
        raise NotFixed(f"the folder of {path} is read-only: not fixed (a fix replaces the "
                       "file in one step, which needs a writable folder)")
    try:
        payload = text.encode(source.encoding)
    except UnicodeEncodeError:
        raise NotFixed(f"the fixed {path} cannot be written in its encoding "
                       f"({source.encoding}): not fixed") from None
    try:
        unchanged = _stamp(info) == source.stamp and read_source(target) == source.data
    except OSError:
        unchanged = False
    if not unchanged:
        raise NotFixed(f"{path} changed while it was being fixed: not fixed (run "
                       "jaxcheck lint --fix again)")
    try:
        replace_file(target, payload, mode=KEEP)
    except OSError as e:
        raise NotFixed(f"cannot write {path}: {e.strerror or e}") from None
