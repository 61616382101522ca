"""The source files this process has loaded: what a target's verdict was read from.

`check` skips a target whose inputs have not changed since it last passed
(``verdict/incremental.py``). Which files a target depends on is recorded, not guessed:
the modules in ``sys.modules`` once the target has run, in the process that ran it (this
one, an isolated worker's child, a program's process), imports made inside the target
and its example factory included. A module imported before the target ran is listed
too, which can only make a rerun more likely, never a skip wrong.
"""

from __future__ import annotations

import os
import sys

from .. import jaxcompat as compat

#: each module file's real path, resolved once per process. Resolving (a ``stat`` of each
#: component of the path) is nearly all the cost, and a process with a framework loaded
#: holds thousands of modules, listed again after every target it runs.
_REAL: dict[str, str] = {}


def loaded_sources() -> list[str]:
    """The real paths of the files of every loaded module that is the user's (the
    project's, and any checkout on ``sys.path`` or installed in editable mode) or
    jaxcheck's own: ``frame_owner`` decides, as it does for call sites. The standard
    library, JAX and installed packages are keyed by their versions instead. Sorted,
    each once."""
    found: set[str] = set()
    for module in list(sys.modules.values()):
        file = getattr(module, "__file__", None)
        if not isinstance(file, str) or not file:
            continue
        path = _REAL.get(file)
        if path is None:
            path = _REAL[file] = os.path.realpath(file)
        if compat.frame_owner(path) in ("user", "jaxcheck"):
            found.add(path)
    return sorted(found)
