"""How the user's code got to a compile: the call stack, the user's frames outermost first,
library frames (Python's own, installed packages, JAX, jaxcheck) folded into one line.

The capture keeps raw ``(file, line, function)`` tuples for each call that reaches JAX's
Python path (a frame walk, no source read); they are worded only for compile events.
"""

from __future__ import annotations

import os

#: frames kept per call: deep enough for a training loop under a framework.
LIMIT = 48

Frame = tuple[str, int, str]


def raw(frame, limit: int = LIMIT) -> tuple[Frame, ...]:
    """``frame`` and its callers, innermost first, at most ``limit``."""
    out = []
    while frame is not None and len(out) < limit:
        code = frame.f_code
        out.append((code.co_filename, frame.f_lineno, code.co_name))
        frame = frame.f_back
    return tuple(out)


def is_library(filename: str) -> bool:
    """Not the user's: JAX's, jaxcheck's or a library's (``jaxcompat.frame_owner``)."""
    from .. import jaxcompat as compat

    return compat.frame_owner(filename) != "user"


def user_stack(frames: tuple[Frame, ...] | list, relpath=os.path.relpath) -> list[str]:
    """The stack as lines, outermost first: ``file:line in function`` for the user's
    frames, ``… N library frames`` for each run of others; the library frames inside
    the innermost user frame (JAX's own) are left out. Empty when no frame is the user's."""
    from .. import jaxcompat as compat

    outermost_first = list(reversed(frames))
    # one owner and one relative path per file (a stack has few files, many frames)
    owners = {filename: compat.frame_owner(filename) for filename, _, _ in outermost_first}
    # What called jaxcheck (its console script, a worker) is not the user's stack: start
    # below jaxcheck's innermost frame that stands outside the user's code.
    ours = [i for i, (filename, _, _) in enumerate(outermost_first)
            if owners[filename] == "jaxcheck"]
    first_user = next((i for i, (filename, _, _) in enumerate(outermost_first)
                       if owners[filename] == "user" and i > (ours[0] if ours else -1)), None)
    if ours and first_user is not None:
        outermost_first = outermost_first[max(i for i in ours if i < first_user) + 1:]
    lines: list[str] = []
    folded = 0
    shown_as: dict[str, str] = {}
    for filename, line, name in outermost_first:
        if owners[filename] != "user":
            folded += 1
            continue
        if folded:
            lines.append(f"… {folded} library frame{'s' if folded > 1 else ''}")
            folded = 0
        shown = shown_as.get(filename)
        if shown is None:
            try:
                shown = relpath(filename) if not filename.startswith("<") else filename
            except ValueError:
                shown = filename
            shown_as[filename] = shown
        lines.append(f"{shown}:{line} in {name}")
    return lines
